import { env } from "cloudflare:workers";
import { createClient } from "@libsql/client/web";
import { describe, expect, it, vi } from "vitest";
import worker from "../index";

describe("GET /api/health", () => {
  it("reports 503 with a JSON message when the database cannot be reached", async () => {
    // Port 9 (discard) on loopback: nothing listens there.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const brokenEnv = { ...env, DATABASE_URL: "http://127.0.0.1:9" };
    const res = await worker.fetch(new Request("http://localhost/api/health"), brokenEnv);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "error", database: "unreachable", message: "Database unavailable" });
    expect(warn.mock.calls).toEqual([["health: database unreachable:", "Failed query: select 1\nparams: "]]);
    warn.mockRestore();
  });
});

describe("GET /api/health, writing", () => {
  it("answers ok when the database can take its write lock", async () => {
    const res = await worker.fetch(new Request("http://localhost/api/health"), env);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("reports 503 when reads answer but the write lock is held elsewhere (a wedged database), and ok once it is free", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // Another connection holds the write lock, as a request cut off inside an interactive transaction would.
    const holder = await createClient({ url: env.DATABASE_URL }).transaction("write");
    await holder.execute("select 1");
    try {
      const res = await worker.fetch(new Request("http://localhost/api/health"), env);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "error", database: "read-only", message: "Database cannot write" });
      expect(warn.mock.calls.map((call) => call[0])).toEqual(["health: database cannot write:"]);
    } finally {
      await holder.rollback();
      warn.mockRestore();
    }
    expect((await worker.fetch(new Request("http://localhost/api/health"), env)).status).toBe(200);
  });
});

describe("GET /api/health/live", () => {
  it("answers without touching the database", async () => {
    const brokenEnv = { ...env, DATABASE_URL: "http://127.0.0.1:9" };
    const res = await worker.fetch(new Request("http://localhost/api/health/live"), brokenEnv);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
  });
});
