import { describe, expect, it } from "vitest";
import { hashPassword, PASSWORD_ITERATIONS, verifyPassword } from "./password";

describe("password hashing", () => {
  it("stores the scheme, the iteration count, a salt and the hash", async () => {
    const stored = await hashPassword("correct horse", "pepper");
    expect(PASSWORD_ITERATIONS).toBe(100_000);
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("correct horse", "pepper");
    expect(await verifyPassword("correct horse", stored, "pepper")).toBe(true);
    expect(await verifyPassword("correct horsE", stored, "pepper")).toBe(false);
  });

  it("fails without the right pepper, so the database alone is not enough", async () => {
    const stored = await hashPassword("correct horse", "pepper");
    expect(await verifyPassword("correct horse", stored, "another pepper")).toBe(false);
  });

  it("salts every hash differently", async () => {
    expect(await hashPassword("same", "p")).not.toBe(await hashPassword("same", "p"));
  });

  it("rejects stored values of an unknown scheme or malformed", async () => {
    expect(await verifyPassword("x", "md5$1$abc$def", "p")).toBe(false);
    expect(await verifyPassword("x", "pbkdf2-sha256$zero$abc$def", "p")).toBe(false);
    expect(await verifyPassword("x", "", "p")).toBe(false);
  });
});
