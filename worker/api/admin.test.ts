import { describe, expect, it } from "vitest";
import { call, sessionFrom } from "../test/client";
import { createUserWithPassword } from "../test/factories";

async function cookieFor(role: "user" | "admin") {
  const user = await createUserWithPassword("correct horse battery", { role });
  return sessionFrom(await call("/api/login", { body: { email: user.email, password: "correct horse battery" } }));
}

describe("admin routes", () => {
  it("refuses a signed-in user who is not an admin with 403", async () => {
    const res = await call("/api/admin/stats", { cookie: await cookieFor("user") });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "You need to be logged in as an admin to access this page." });
  });

  it("refuses an anonymous caller with 401", async () => {
    expect((await call("/api/admin/stats")).status).toBe(401);
  });

  it("answers an admin", async () => {
    const res = await call("/api/admin/stats", { cookie: await cookieFor("admin") });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { users: number; websites: number };
    expect(body.users).toBeGreaterThan(0);
    expect(Number.isInteger(body.websites)).toBe(true);
  });
});
