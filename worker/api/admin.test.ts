import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { newId } from "../../schema/ids";
import { users, websites } from "../../schema/tables";
import { hashPassword } from "../auth/password";
import { createDb } from "../db";
import worker from "../index";
import { call, sessionFrom } from "../test/client";
import { createUserWithPassword } from "../test/factories";
import { defaultDocument } from "../../schema/site-document";

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

  it("answers an admin with the number of users and websites", async () => {
    // Other test files add users to the shared database meanwhile: exact totals need a database of their own.
    const countingEnv = { ...env, DATABASE_URL: inject("countingDbUrl") };
    const db = createDb(countingEnv);
    const passwordHash = await hashPassword("correct horse battery", env.PASSWORD_PEPPER ?? "");
    const [admin, owner, other] = [newId("user"), newId("user"), newId("user")];
    await db.insert(users).values([
      { id: admin, firstName: "Ada", lastName: "Admin", email: "ada@example.com", role: "admin", passwordHash },
      { id: owner, firstName: "Bo", lastName: "Owner", email: "bo@example.com" },
      { id: other, firstName: "Cy", lastName: "Other", email: "cy@example.com" },
    ]);
    await db.insert(websites).values([1, 2].map((n) => ({ id: newId("website"), userId: owner, name: `Site ${n}`, document: defaultDocument() })));

    const request = (path: string, init: { body?: string; cookie?: string } = {}) => {
      const headers: Record<string, string> = { Origin: "http://localhost", "CF-Connecting-IP": "198.51.100.70" };
      if (init.body) headers["Content-Type"] = "application/json";
      if (init.cookie) headers.Cookie = init.cookie;
      return worker.fetch(new Request(`http://localhost${path}`, { method: init.body ? "POST" : "GET", headers, body: init.body }), countingEnv);
    };
    const login = await request("/api/login", { body: JSON.stringify({ email: "ada@example.com", password: "correct horse battery" }) });
    const res = await request("/api/admin/stats", { cookie: sessionFrom(login) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ users: 3, websites: 2 });
  });
});
