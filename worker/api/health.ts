// GET /api/health: is the Worker up and can it reach the database? Used by scripts, monitors and deploys.
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const health = new Hono<AppEnv>()
  // Liveness without I/O: is this Worker answering at all? Also the floor for bench/serve.
  .get("/live", (c) => c.text("ok"))
  .get("/", async (c) => {
  try {
    await c.var.db.run(sql`select 1`);
  } catch (err) {
    console.warn("health: database unreachable:", err instanceof Error ? err.message : err);
    return c.json({ status: "error" as const, database: "unreachable" as const, message: "Database unavailable" }, 503);
  }
  return c.json({ status: "ok" as const, database: "ok" as const }, 200);
});
