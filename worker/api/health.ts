// GET /api/health: is the Worker up, can it reach the database, and can it write? Used by scripts, monitors and
// deploys. A database whose write lock is stuck still answers reads, so the check takes the write lock too (a write
// transaction that changes nothing), with a deadline: a wedged database is a 503, not a hang.
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../env";

/** How long taking the write lock may take before the database counts as unable to write. */
const WRITE_DEADLINE_MS = 3_000;

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
    try {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no write lock within ${WRITE_DEADLINE_MS} ms`)), WRITE_DEADLINE_MS);
      });
      // "write" mode opens the transaction with BEGIN IMMEDIATE: it holds the write lock, then commits nothing.
      await Promise.race([c.var.db.$client.batch(["select 1"], "write"), deadline]).finally(() => clearTimeout(timer));
    } catch (err) {
      console.warn("health: database cannot write:", err instanceof Error ? err.message : err);
      return c.json({ status: "error" as const, database: "read-only" as const, message: "Database cannot write" }, 503);
    }
    return c.json({ status: "ok" as const, database: "ok" as const }, 200);
  });
