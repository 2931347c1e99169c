import { env } from "cloudflare:workers";
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

describe("GET /api/health/live", () => {
  it("answers without touching the database", async () => {
    const brokenEnv = { ...env, DATABASE_URL: "http://127.0.0.1:9" };
    const res = await worker.fetch(new Request("http://localhost/api/health/live"), brokenEnv);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
  });
});
