import { describe, expect, it } from "vitest";
import { newId } from "./ids";

describe("newId", () => {
  it("prefixes the kind and adds 16 base-36 characters", () => {
    expect(newId("website")).toMatch(/^site_[0-9a-z]{16}$/);
    expect(newId("user")).toMatch(/^usr_[0-9a-z]{16}$/);
  });

  it("does not repeat", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newId("domain")));
    expect(ids.size).toBe(1000);
  });
});
