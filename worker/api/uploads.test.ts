import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newId } from "../../schema/ids";
import { assets } from "../../schema/tables";
import { MAX_UPLOAD_BYTES, NOT_AN_IMAGE, TOO_LARGE } from "../../schema/uploads";
import { call, signedInUser, tinyPng, uploadImage, watchedBody } from "../test/client";
import { db } from "../test/factories";

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

/** `size` bytes that start like a PNG. */
function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(tinyPng.subarray(0, 8));
  return bytes;
}

describe("uploading images", () => {
  it("stores a PNG under its owner and answers its address", async () => {
    const { user, cookie } = await signedInUser();
    const { res, body } = await uploadImage(cookie);
    expect(res.status).toBe(201);
    expect(body).toEqual({ id: expect.stringMatching(/^ast_[0-9a-z]{16}$/), url: `/assets/${body!.id}.png`, contentType: "image/png", size: tinyPng.byteLength });
    const [row] = await db.select().from(assets).where(eq(assets.id, body!.id));
    expect(row).toMatchObject({ userId: user.id, r2Key: `uploads/${user.id}/${body!.id}.png`, contentType: "image/png", size: tinyPng.byteLength });
    const object = await env.FILES.get(row!.r2Key);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(tinyPng);
  });

  it("takes JPEG, WebP and GIF by their first bytes", async () => {
    const { cookie } = await signedInUser();
    const cases: [string, Uint8Array, string][] = [
      ["image/jpeg", Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 16), "jpg"],
      ["image/webp", ascii("RIFF\x24\x00\x00\x00WEBPVP8 "), "webp"],
      ["image/gif", ascii("GIF89a\x01\x00\x01\x00"), "gif"],
      ["image/gif", ascii("GIF87a\x01\x00\x01\x00"), "gif"],
    ];
    for (const [type, bytes, ext] of cases) {
      const { res, body } = await uploadImage(cookie, bytes, type);
      expect([type, res.status, body?.url.split(".").pop()]).toEqual([type, 201, ext]);
    }
  });

  it("takes an image above the app-wide 1 MB limit, up to exactly 5 MB", async () => {
    const { cookie } = await signedInUser();
    expect((await uploadImage(cookie, pngOfSize(2 * 1024 * 1024))).res.status).toBe(201);
    expect((await uploadImage(cookie, pngOfSize(MAX_UPLOAD_BYTES))).res.status).toBe(201);
  });

  it("needs a signed-in user", async () => {
    const { res } = await uploadImage(undefined);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please log in to continue." });
  });

  it("refuses an empty file", async () => {
    const { cookie } = await signedInUser();
    const { res } = await uploadImage(cookie, new Uint8Array(0));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The file is empty." });
  });

  it("stops at 200 uploads per user", async () => {
    const { user, cookie } = await signedInUser();
    await db.insert(assets).values(
      Array.from({ length: 200 }, () => {
        const id = newId("asset");
        return { id, userId: user.id, r2Key: `uploads/${user.id}/${id}.png`, contentType: "image/png", size: 1 };
      }),
    );
    const { res } = await uploadImage(cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: "You have reached the limit of 200 uploaded images. Delete a website's unused images or contact support.",
    });
    expect(await db.$count(assets, eq(assets.userId, user.id))).toBe(200);
    expect((await env.FILES.list({ prefix: `uploads/${user.id}/` })).objects).toEqual([]);
  });
});

describe("upload attacks", () => {
  it("refuses text/plain and multipart/form-data bodies, the kinds a foreign page can send", async () => {
    const { cookie } = await signedInUser();
    const plain = await call("/api/uploads", { method: "POST", rawBody: tinyPng, headers: { "Content-Type": "text/plain" }, cookie });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({ message: NOT_AN_IMAGE });
    const form = new FormData();
    form.append("file", new Blob([tinyPng], { type: "image/png" }), "logo.png");
    const multipart = await call("/api/uploads", { method: "POST", rawBody: form, cookie });
    expect(multipart.status).toBe(415);
    expect(await multipart.json()).toEqual({ message: NOT_AN_IMAGE });
  });

  it("refuses an image from a foreign origin", async () => {
    const { cookie } = await signedInUser();
    const foreign: Record<string, string>[] = [{ Origin: "https://evil.example" }, { Origin: "", "Sec-Fetch-Site": "cross-site" }];
    for (const headers of foreign) {
      const res = await call("/api/uploads", { method: "POST", rawBody: tinyPng, headers: { "Content-Type": "image/png", ...headers }, cookie });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "This request did not come from this site." });
    }
  });

  it("refuses image bodies on every other route", async () => {
    const { cookie } = await signedInUser();
    for (const [method, path] of [["POST", "/api/websites"], ["PUT", "/api/uploads"], ["POST", "/api/uploads/"], ["POST", "/api/logout"]]) {
      const res = await call(path!, { method, rawBody: tinyPng, headers: { "Content-Type": "image/png" }, cookie });
      expect([method, path, res.status]).toEqual([method, path, 415]);
      expect(await res.json()).toEqual({ message: "Requests must send JSON (Content-Type: application/json)." });
    }
  });

  it("refuses SVG, which can carry script", async () => {
    const { cookie } = await signedInUser();
    const svg = ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const { res } = await uploadImage(cookie, svg, "image/svg+xml");
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: NOT_AN_IMAGE });
  });

  it("refuses an HTML file labelled PNG, and a PNG labelled JPEG", async () => {
    const { cookie } = await signedInUser();
    const html = await uploadImage(cookie, ascii("<!doctype html><script>alert(document.cookie)</script>"), "image/png");
    expect(html.res.status).toBe(415);
    expect(await html.res.json()).toEqual({ message: NOT_AN_IMAGE });
    const mislabelled = await uploadImage(cookie, tinyPng, "image/jpeg");
    expect(mislabelled.res.status).toBe(415);
  });

  it("refuses a file over 5 MB, with or without a Content-Length", async () => {
    const { cookie } = await signedInUser();
    const { res } = await uploadImage(cookie, pngOfSize(MAX_UPLOAD_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: TOO_LARGE });
    const big = pngOfSize(MAX_UPLOAD_BYTES + 1);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.byteLength; i += 65536) controller.enqueue(big.slice(i, i + 65536));
        controller.close();
      },
    });
    const streamed = await call("/api/uploads", { method: "POST", rawBody: stream, headers: { "Content-Type": "image/png" }, cookie });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: TOO_LARGE });
  });

  it("refuses an anonymous upload with a 401 before reading its body", async () => {
    const declared: Record<string, string>[] = [{ "Content-Length": String(6 * 1024 * 1024) }, {}];
    for (const headers of declared) {
      const { stream, watch } = watchedBody(6 * 1024 * 1024);
      const res = await call("/api/uploads", { method: "POST", rawBody: stream, headers: { "Content-Type": "image/png", ...headers } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Please log in to continue." });
      // The runtime asks for one chunk to start the body off; the Worker asks for none.
      expect(watch.pulled).toBe(64 * 1024);
    }
  });

  it("refuses an upload whose Content-Length is over 5 MB from the header, before reading it", async () => {
    const { cookie } = await signedInUser();
    const { stream, watch } = watchedBody(MAX_UPLOAD_BYTES + 1);
    const res = await call("/api/uploads", {
      method: "POST",
      rawBody: stream,
      headers: { "Content-Type": "image/png", "Content-Length": String(MAX_UPLOAD_BYTES + 1) },
      cookie,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: TOO_LARGE });
    expect(watch.pulled).toBe(64 * 1024);
  });

  it("keeps the 1 MB limit on every other route", async () => {
    const { cookie } = await signedInUser();
    const res = await call("/api/websites", { body: { name: "x".repeat(1024 * 1024) }, cookie });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "This request is too large." });
  });
});

describe("serving uploads", () => {
  it("serves an upload to anyone with its name, as an immutable image that cannot run as a page", async () => {
    const { cookie } = await signedInUser();
    const { body } = await uploadImage(cookie);
    const file = body!.url.slice("/assets/".length);
    const res = await call(`/api/uploads/${file}`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(tinyPng);
    expect(Object.fromEntries(["Content-Type", "X-Content-Type-Options", "Cache-Control", "Content-Security-Policy", "Content-Disposition"].map((h) => [h, res.headers.get(h)]))).toEqual({
      "Content-Type": "image/png",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": "inline",
    });
  });

  it("answers a JSON 404 for unknown, malformed and climbing names", async () => {
    const { cookie } = await signedInUser();
    const { body } = await uploadImage(cookie);
    const names = [
      "ast_0000000000000000.png",
      `${body!.id}.jpg`,
      `${body!.id}.png.html`,
      `${body!.id.toUpperCase()}.png`,
      "..%2F..%2Fsites%2Fx%2Findex.html",
      `..%2Fuploads%2F${body!.id}.png`,
      "x.svg",
    ];
    for (const name of names) {
      const res = await call(`/api/uploads/${name}`);
      expect([name, res.status]).toEqual([name, 404]);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("keeps no-store on every other API answer", async () => {
    expect((await call("/api/health")).headers.get("Cache-Control")).toBe("no-store");
  });
});
