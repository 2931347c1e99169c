import { describe, expect, it } from "vitest";
import { formatKenyanPhone, normaliseKenyanPhone, PHONE_PROBLEM } from "./phone";

describe("a Kenyan mobile number", () => {
  it.each([
    ["0712345678", "254712345678"],
    ["0712 345 678", "254712345678"],
    ["712345678", "254712345678"],
    ["+254712345678", "254712345678"],
    ["+254 712-345-678", "254712345678"],
    ["254712345678", "254712345678"],
    ["0110123456", "254110123456"],
    ["(0)712 345678", "254712345678"],
  ])("reads %j as %s", (input, msisdn) => {
    expect(normaliseKenyanPhone(input)).toEqual({ msisdn });
  });

  it.each([[""], ["0712"], ["07123456789"], ["0212345678"], ["+255712345678"], ["+1 415 555 0100"], ["07l2345678"], ["254 2 123 4567"]])(
    "refuses %j",
    (input) => {
      expect(normaliseKenyanPhone(input)).toEqual({ problem: PHONE_PROBLEM });
    },
  );
});

describe("a number as Kenyans write it", () => {
  it("groups the national number after its 0", () => {
    expect(formatKenyanPhone("254712345678")).toBe("0712 345 678");
    expect(formatKenyanPhone("254110123456")).toBe("0110 123 456");
  });
});
