// Database access for Node scripts: the same drizzle tables the Worker uses, over libSQL's HTTP client.
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";
import { migrate } from "drizzle-orm/libsql/migrator";
import { join } from "node:path";
import * as tables from "../../schema/tables";
import { root } from "./process";

export function connect(url: string, authToken?: string) {
  return drizzle(createClient({ url, authToken }), { schema: tables });
}

export type ScriptDb = ReturnType<typeof connect>;

export async function applyMigrations(db: ScriptDb): Promise<void> {
  await migrate(db, { migrationsFolder: join(root, "schema/migrations") });
}
