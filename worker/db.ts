// One libSQL client per request: Workers may not share I/O objects across requests.
import { createClient } from "@libsql/client/web";
import { sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/libsql/web";
import * as tables from "../schema/tables";

export function createDb(env: Pick<Env, "DATABASE_URL" | "DATABASE_AUTH_TOKEN">) {
  const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
  return drizzle(client, { schema: tables });
}

export type Db = ReturnType<typeof createDb>;

/** A statement of a batch (`db.batch`): the batch runs them in order, in one transaction, in one round trip. */
export type Statement = BatchItem<"sqlite">;

/**
 * A statement that stops its batch (which is then undone) unless `holds` is true as the batch reaches it: how a
 * batch checks what its statements were built on ("the payment is still pending", "the event is new") without a
 * transaction held open across round trips. SQLite cannot raise an error from a plain statement, so json() of a
 * string that is not JSON stands in for one.
 */
export function guard(db: Db, holds: SQL): Statement {
  return db.run(sql`select case when ${holds} then 1 else json('stopped by a guard') end`);
}

/** Whether a batch was stopped by one of its guards (and so changed nothing). */
export function stoppedByGuard(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if (e instanceof Error && /malformed JSON/i.test(e.message)) return true;
  return false;
}

/** Runs statements as one batch; answers false when a guard stopped it. */
export async function runBatch(db: Db, statements: readonly Statement[]): Promise<boolean> {
  if (statements.length === 0) return true;
  try {
    await db.batch(statements as [Statement, ...Statement[]]);
    return true;
  } catch (err) {
    if (stoppedByGuard(err)) return false;
    throw err;
  }
}
