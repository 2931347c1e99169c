import { describe, expect, it } from "vitest";
import { classifyHost } from "./hosts";

const env = { APP_HOSTS: "app.example.com,localhost", SITES_HOST: "sites.example.net" };

describe("classifyHost", () => {
  it("recognises the app hosts, whatever their case", () => {
    expect(classifyHost("app.example.com", env)).toEqual({ kind: "app" });
    expect(classifyHost("LOCALHOST", env)).toEqual({ kind: "app" });
  });

  it("reads a one-label subdomain of the sites host", () => {
    expect(classifyHost("crumbandco.sites.example.net", env)).toEqual({
      kind: "subdomain",
      label: "crumbandco",
      hostname: "crumbandco.sites.example.net",
    });
  });

  it("does not take deeper names under the sites host as subdomains", () => {
    expect(classifyHost("a.b.sites.example.net", env)).toEqual({ kind: "custom", hostname: "a.b.sites.example.net" });
  });

  it("treats the bare sites host and other names as custom hosts", () => {
    expect(classifyHost("sites.example.net", env)).toEqual({ kind: "custom", hostname: "sites.example.net" });
    expect(classifyHost("www.my-bakery.co.ke.", env)).toEqual({ kind: "custom", hostname: "www.my-bakery.co.ke" });
  });
});
