// Limits count per caller: an IPv4 address, or an IPv6 address's /64 (the block one home or server is given, whose
// addresses its owner rotates through freely), so a new address from the same block is not a new allowance.
import { describe, expect, it } from "vitest";
import { call } from "../test/client";
import { limitIp } from "./limits";

const from = (ip: string) => new Headers({ "CF-Connecting-IP": ip });

describe("the address a limit counts on", () => {
  it("is an IPv4 address itself, and an IPv6 address's /64 however it is written", () => {
    expect(limitIp(from("203.0.113.7"))).toBe("203.0.113.7");
    expect(limitIp(from("2001:db8:abcd:12:34:56:78:9a"))).toBe("2001:db8:abcd:12::/64");
    expect(limitIp(from("2001:0DB8:ABCD:0012::1"))).toBe("2001:db8:abcd:12::/64");
    expect(limitIp(from("2001:db8::1"))).toBe("2001:db8:0:0::/64");
    expect(limitIp(from("::1"))).toBe("0:0:0:0::/64");
    expect(limitIp(new Headers())).toBe("local");
  });

  it("stops sign-ups from one IPv6 block however many of its addresses they come from", async () => {
    const block = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const signUp = (i: number) =>
      call("/api/signup", {
        headers: { "CF-Connecting-IP": `${block}::${(i + 1).toString(16)}` },
        body: { firstName: "Rotating", lastName: "Block", email: `rotate-${block.replace(/:/g, "")}-${i}@example.com`, password: "a good long password" },
      });
    for (let i = 0; i < 20; i++) expect((await signUp(i)).status).toBe(201);
    expect((await signUp(20)).status).toBe(429);
    // Another block is not affected.
    const other = await call("/api/signup", { headers: { "CF-Connecting-IP": `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:8::1` }, body: { firstName: "Other", lastName: "Block", email: `other-${Date.now()}@example.com`, password: "a good long password" } });
    expect(other.status).toBe(201);
  }, 60_000); // twenty sign-ups, each hashing its password
});
