// One libSQL client per request: Workers may not share I/O objects across requests.
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";
import * as tables from "../schema/tables";

export function createDb(env: Pick<Env, "DATABASE_URL" | "DATABASE_AUTH_TOKEN">) {
  const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
  return drizzle(client, { schema: tables });
}

export type Db = ReturnType<typeof createDb>;
