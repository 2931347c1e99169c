import { beforeEach, describe, expect, it } from "vitest";
import { adoptVisitorWork, forgetOwnedWork, ownedKey, setStorageOwner, visitorWork } from "./owned-storage";

describe("work kept in this browser", () => {
  beforeEach(() => {
    setStorageOwner(null);
    localStorage.clear();
    sessionStorage.clear();
  });

  it("keeps what a visitor made for their choice on signing in, and the account's own apart", () => {
    localStorage.setItem("sitewright.builder", '{"made":"signed out"}');
    localStorage.setItem("sitewright.builder:usr_a", '{"made":"by the account"}');
    setStorageOwner("usr_a");
    expect(visitorWork()).toEqual(["sitewright.builder"]);
    expect(localStorage.getItem(ownedKey("sitewright.builder"))).toBe('{"made":"by the account"}');
    adoptVisitorWork("usr_a");
    expect(visitorWork()).toEqual([]);
    expect(localStorage.getItem("sitewright.builder:usr_a")).toBe('{"made":"signed out"}');
  });

  it("moves all of it when the visitor signed in to save or publish it (the detour)", () => {
    localStorage.setItem("sitewright.generated", '{"designs":[1],"pendingAction":"save"}');
    localStorage.setItem("sitewright.ai-builder-draft", '{"description":"a bakery"}');
    setStorageOwner("usr_b");
    expect(visitorWork()).toEqual([]);
    expect(localStorage.getItem("sitewright.generated:usr_b")).toContain("pendingAction");
    expect(localStorage.getItem("sitewright.ai-builder-draft:usr_b")).toBe('{"description":"a bakery"}');
  });

  it("forgets the signed-in account's work on logging out, and nobody else's", () => {
    setStorageOwner("usr_c");
    localStorage.setItem("sitewright.builder:usr_c", "{}");
    sessionStorage.setItem("sitewright.builder:usr_c", "{}");
    localStorage.setItem("sitewright.builder:usr_d", "{}");
    forgetOwnedWork();
    expect([localStorage.getItem("sitewright.builder:usr_c"), sessionStorage.getItem("sitewright.builder:usr_c"), localStorage.getItem("sitewright.builder:usr_d")]).toEqual([null, null, "{}"]);
  });
});
