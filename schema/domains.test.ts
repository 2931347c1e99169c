import { describe, expect, it } from "vitest";
import { alternateHost, cleanSubdomain, parseCustomDomain, subdomainProblem } from "./domains";

const own = { appHosts: ["app.sitewright.test", "localhost"], sitesHost: "sitewright.site" };

describe("the subdomain input", () => {
  it("is lower-cased and stripped to a-z, 0-9 and hyphens as typed", () => {
    expect(cleanSubdomain("Mama Njeri's Kitchen!")).toBe("mamanjeriskitchen");
    expect(cleanSubdomain("Crumb-&-Co 2")).toBe("crumb--co2");
  });

  it.each([
    ["", "empty"],
    ["a".repeat(64), "too-long"],
    ["-shop", "hyphen"],
    ["shop-", "hyphen"],
    ["xn--shop", "hyphen"],
    ["admin", "reserved"],
    ["www", "reserved"],
  ])("refuses %j (%s)", (label, problem) => {
    expect(subdomainProblem(label)).toBe(problem);
  });

  it("accepts an ordinary name", () => {
    expect(subdomainProblem("crumb-and-co")).toBeNull();
    expect(subdomainProblem("a".repeat(63))).toBeNull();
  });
});

describe("the custom domain input", () => {
  it("keeps a domain lower-case, without a final dot, international names in punycode", () => {
    expect(parseCustomDomain(" Shop.Example.COM. ", own)).toEqual({ hostname: "shop.example.com" });
    expect(parseCustomDomain("bücher.de", own)).toEqual({ hostname: "xn--bcher-kva.de" });
    // A name wholly in another alphabet is its owner's to use.
    expect(parseCustomDomain("пример.рф", own)).toEqual({ hostname: "xn--e1afmkfd.xn--p1ai" });
  });

  it.each([
    ["https://shop.example.com", "Enter the domain without http:// or https://"],
    ["app.sitewright.test", "Enter your own domain: sitewright.site addresses are free subdomains"],
    ["sitewright.site", "Enter your own domain: sitewright.site addresses are free subdomains"],
    ["crumb.sitewright.site", "Enter your own domain: sitewright.site addresses are free subdomains"],
    ["10.0.0.1", "Enter a domain name, not an IP address"],
    ["example", "Enter a full domain, like example.com"],
    ["example.123", "This is not a valid domain name"],
    ["example.c0m", "This domain does not end in a real top-level domain"],
    [`${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(60)}.com`, "A domain can be at most 253 characters"],
    // Lookalikes of our own hosts, typed or in punycode (Cyrillic о, а, ѕ, і; Greek ο).
    ["app.lоcalhost", "This domain mixes letters from different alphabets"],
    ["shop.sitewright.sitе", "This domain mixes letters from different alphabets"],
    ["shop.ѕіtеwrіght.ѕіtе", "This domain mixes letters from different alphabets"],
    // Wholly Cyrillic, it still reads as 'localhost'.
    ["shop.ӏосаӏһоѕт", "localhost cannot be a custom domain"],
    ["shop.xn--80a1abkh7i45a2ed", "localhost cannot be a custom domain"],
    ["lοcalhοst.ѕіtе", "This domain mixes letters from different alphabets"],
    ["xn--zz.com", "This is not a valid domain name"],
  ])("refuses %j", (input, problem) => {
    expect(parseCustomDomain(input, own)).toEqual({ problem });
  });

  it("pairs a domain with its www form", () => {
    expect(alternateHost("example.com")).toBe("www.example.com");
    expect(alternateHost("www.example.com")).toBe("example.com");
  });
});
