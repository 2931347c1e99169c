// Bursts from one address are turned away by the Rate Limiting binding before they reach the database, with the
// app's error shape (a contact form's visitor gets a page); providers' webhooks and the health checks are not held
// to it. The limiter here answers as the binding does, deterministically: allowed until its count is spent.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "./index";

function limiter(allowance: number) {
  const keys: string[] = [];
  const counts = new Map<string, number>();
  const binding = {
    async limit({ key }: { key: string }) {
      keys.push(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { success: counts.get(key)! <= allowance };
    },
  } as unknown as RateLimit;
  return { binding, keys };
}

const from = (limited: RateLimit, ip: string, path: string, init: RequestInit = {}) =>
  worker.fetch(new Request(`http://localhost${path}`, { ...init, headers: { Origin: "http://localhost", "CF-Connecting-IP": ip, ...(init.headers as Record<string, string>) } }), { ...env, BURST: limited });

describe("a burst from one address", () => {
  it("is refused with the app's error shape once past its allowance, while another address is served", async () => {
    const { binding } = limiter(3);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await from(binding, "203.0.113.9", "/api/auth/user")).status);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    const refused = await from(binding, "203.0.113.9", "/api/auth/user");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: "Too many requests at once. Please wait a few seconds and try again." });
    expect(refused.headers.get("Retry-After")).toBe("10");
    expect((await from(binding, "198.51.100.77", "/api/auth/user")).status).not.toBe(429);
  });

  it("counts an IPv6 caller by its /64, and never asks about the health checks or the providers' webhooks", async () => {
    const { binding, keys } = limiter(100);
    await from(binding, "2001:db8:aa:1:5::1", "/api/auth/user");
    await from(binding, "2001:db8:aa:1:9::2", "/api/auth/user");
    await from(binding, "2001:db8:aa:1::3", "/api/health/live");
    await from(binding, "2001:db8:aa:1::4", "/api/webhooks/stripe", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(keys).toEqual(["2001:db8:aa:1::/64", "2001:db8:aa:1::/64"]);
  });

  it("goes on serving when the limiter itself fails: the durable limits still hold", async () => {
    const failing = { limit: async () => Promise.reject(new Error("limiter down")) } as unknown as RateLimit;
    expect((await from(failing, "203.0.113.10", "/api/auth/user")).status).not.toBe(429);
  });
});
