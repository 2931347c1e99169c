import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createPublishedSite } from "./test/factories";

const fetchWorker = (url: string, init?: RequestInit) => exports.default.fetch(new Request(url, init));

describe("host dispatch", () => {
  it("answers the API on the app host", async () => {
    const res = await fetchWorker("http://localhost/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("treats every app host name listed in APP_HOSTS as the app", async () => {
    const res = await fetchWorker("http://127.0.0.1/api/health");
    expect(res.status).toBe(200);
  });

  it("never lets a published-site host reach the API", async () => {
    await createPublishedSite("apiprobe", { "index.html": "<h1>probe</h1>" });
    const res = await fetchWorker("http://apiprobe.localhost/api/health");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toContain("There is no website here yet");
  });

  it("serves the published site's index page on its subdomain", async () => {
    await createPublishedSite("bakery", { "index.html": "<h1>Crumb &amp; Co</h1>" });
    const res = await fetchWorker("http://bakery.localhost/");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<h1>Crumb &amp; Co</h1>");
  });

  it("answers an unknown subdomain and an unknown custom host with the friendly 404 page", async () => {
    for (const url of ["http://nobody-here.localhost/", "http://shop.example.org/"]) {
      const res = await fetchWorker(url);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("There is no website here yet");
    }
  });

  it("refuses a body sent to an app page with a 405, without handing it to the assets", async () => {
    for (const path of ["/", "/login", "/fonts/x.woff2"]) {
      const res = await fetchWorker(`http://localhost${path}`, { method: "POST", body: "x".repeat(2 * 1024 * 1024) });
      expect([path, res.status, res.headers.get("Allow"), await res.text()]).toEqual([path, 405, "GET, HEAD", "Method Not Allowed"]);
    }
  });

  it("serves the SPA for app paths that are not /api", async () => {
    for (const path of ["/", "/pricing", "/builder"]) {
      const res = await fetchWorker(`http://localhost${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toContain("text/html");
      expect(await res.text()).toContain('<div id="root"');
    }
  });

  it("answers a path that is no page with 404 and the bare SPA page, which draws the not-found screen", async () => {
    const res = await fetchWorker("http://localhost/no/such/screen");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});

describe("API errors", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    const res = await fetchWorker("http://localhost/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toBe("application/json");
    expect(await res.json()).toEqual({ message: "Not found" });
  });

  it("answers a wrong method on a known path with the same JSON 404", async () => {
    const res = await fetchWorker("http://localhost/api/health", { method: "DELETE", headers: { Origin: "http://localhost" } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found" });
  });

  it("marks API answers as not cacheable", async () => {
    const res = await fetchWorker("http://localhost/api/health");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("security headers", () => {
  const expectCommon = (res: Response) => {
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=31536000");
  };

  it("sends the app policy on API answers, app pages and API errors", async () => {
    for (const path of ["/api/health", "/", "/api/missing"]) {
      const res = await fetchWorker(`http://localhost${path}`);
      expectCommon(res);
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+';/);
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it("sends the strict site policy on published pages", async () => {
    await createPublishedSite("headers", { "index.html": "<p>hi</p>" });
    const res = await fetchWorker("http://headers.localhost/");
    expectCommon(res);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
  });
});

describe("request size", () => {
  it("refuses an API body over 1 MB before reading it", async () => {
    const res = await fetchWorker("http://localhost/api/login", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@example.com", password: "x".repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "This request is too large." });
  });
});

describe("the live preview's needs", () => {
  async function hash(text: string) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
    return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
  }

  it("allows exactly the sites' script, by hash, and no other inline script", async () => {
    const { siteScripts } = await import("../site/script");
    const csp = (await fetchWorker("http://localhost/")).headers.get("Content-Security-Policy") ?? "";
    const scriptSrc = /script-src ([^;]+);/.exec(csp)?.[1];
    expect(scriptSrc).toBe(`'self' ${await hash(siteScripts.readable)} ${await hash(siteScripts.minified)}`);
  });

  it("lets the sandboxed preview load the site fonts", async () => {
    const res = await fetchWorker("http://localhost/fonts/inter-latin-400-normal.1a0b85dc.woff2");
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    // A name that is not a font falls back to the app's page, which browsers must not keep.
    const missing = await fetchWorker("http://localhost/fonts/inter-latin-400-normal.woff2");
    expect(missing.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(missing.headers.get("Cache-Control")).not.toContain("immutable");
    expect((await fetchWorker("http://localhost/")).headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});
