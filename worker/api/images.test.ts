import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { IMAGE_FAILED, OUT_OF_CREDITS, PROMPT_REQUIRED } from "../../schema/images";
import { catalogueEntries } from "../../site/catalogue/entries";
import { imageCreditUsage, generatedImages } from "../../schema/tables";
import { newId } from "../../schema/ids";
import { ImageFailedError, makeImage } from "../ai/images";
import { creditMonth } from "../credits";
import worker from "../index";
import { call, signedInUser } from "../test/client";
import { db } from "../test/factories";
import { websites } from "../../schema/tables";
import { MISSING_IMAGE } from "../sites/build";

const standIn = inject("openAiImagesUrl");
const aiEnv = { ...env, AI_API_KEY: "test-key", AI_BASE_URL: standIn, AI_IMAGE_MODEL: "test-image-model" };

/** A PNG the stand-in hands back, as base64 (a real 1x1 picture, padded past the smallest size kept). */
const png = btoa(String.fromCharCode(...Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0)), ...new Uint8Array(64)));

async function script(replies: unknown[]) {
  expect((await fetch(`${standIn.replace(/\/v1$/, "")}/__script`, { method: "POST", body: JSON.stringify(replies) })).status).toBe(200);
}

function generate(cookie: string | undefined, body: unknown, workerEnv?: Env) {
  if (!workerEnv) return call("/api/generate-image", { body, cookie });
  return worker.fetch(new Request("http://localhost/api/generate-image", { method: "POST", headers: { Origin: "http://localhost", "Content-Type": "application/json", ...(cookie && { Cookie: cookie }) }, body: JSON.stringify(body) }), workerEnv);
}

async function credits(cookie: string) {
  const { illustrations: _, ...counts } = (await (await call("/api/image-credits", { cookie })).json()) as { used: number; limit: number | null; remaining: number | null; illustrations: boolean };
  return counts;
}

async function useUp(userId: string, used: number, month = creditMonth()) {
  await db.insert(imageCreditUsage).values({ userId, month, used }).onConflictDoUpdate({ target: [imageCreditUsage.userId, imageCreditUsage.month], set: { used } });
}

describe("what the image dialog is told before a credit is spent", () => {
  it("says the server draws illustrations without an image provider, and not with one", async () => {
    const { cookie } = await signedInUser();
    const ask = async (workerEnv: Env) => ((await (await worker.fetch(new Request("http://localhost/api/image-credits", { headers: { Cookie: cookie } }), workerEnv)).json()) as { illustrations: boolean }).illustrations;
    expect([await ask(env), await ask(aiEnv)]).toEqual([true, false]);
  });
});

describe("generating an image offline", () => {
  it("draws the prompt, keeps it as the user's picture, and spends one credit", async () => {
    const { cookie } = await signedInUser();
    const res = await generate(cookie, { prompt: "A cosy coffee shop at sunrise in Nairobi", size: "1792x1024", style: "natural" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { url: string; contentType: string; credits: { used: number; limit: number; remaining: number } };
    expect(body.url).toMatch(/^\/assets\/ast_[0-9a-z]{16}\.svg$/);
    expect(body.contentType).toBe("image/svg+xml");
    expect(body.credits).toEqual({ used: 1, limit: 5, remaining: 4 });
    const file = await call(`/api/uploads/${body.url.slice("/assets/".length)}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/svg+xml");
    const svg = await file.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1792 1024"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    // The same prompt, size and style draw the same picture.
    const again = (await (await generate(cookie, { prompt: "A cosy coffee shop at sunrise in Nairobi", size: "1792x1024", style: "natural" })).json()) as { url: string };
    expect(await (await call(`/api/uploads/${again.url.slice("/assets/".length)}`)).text()).toBe(svg);

    const library = (await (await call("/api/images", { cookie })).json()) as { url: string; kind: string; prompt: string | null }[];
    expect(library.map((i) => [i.url, i.kind, i.prompt])).toEqual([
      [again.url, "generated", "A cosy coffee shop at sunrise in Nairobi"],
      [body.url, "generated", "A cosy coffee shop at sunrise in Nairobi"],
    ]);
  });

  it("asks for a prompt, and refuses sizes and styles it does not offer", async () => {
    const { cookie } = await signedInUser();
    for (const prompt of ["", "   "]) {
      const res = await generate(cookie, { prompt });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: PROMPT_REQUIRED });
    }
    expect((await generate(cookie, { prompt: "x", size: "512x512" })).status).toBe(400);
    expect((await generate(cookie, { prompt: "x", style: "cartoon" })).status).toBe(400);
    expect((await credits(cookie)).used).toBe(0);
    expect((await generate(undefined, { prompt: "x" })).status).toBe(401);
  });
});

describe("credits", () => {
  it("let exactly the credits left through, however many requests come at once", async () => {
    const { user, cookie } = await signedInUser({ subscriptionTier: "basic" });
    await useUp(user.id, 47);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => generate(cookie, { prompt: `Mountains number ${i}` })));
    const statuses = answers.map((r) => r.status);
    // The per-minute limit (10) answers some with 429; of the others, exactly three are made.
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.every((s) => s === 201 || s === 402 || s === 429)).toBe(true);
    expect(await credits(cookie)).toEqual({ used: 50, limit: 50, remaining: 0 });
    const made = await db.select().from(generatedImages).where(eq(generatedImages.userId, user.id));
    expect(made).toHaveLength(3);
  });

  it("say when they are gone, and on Free which plan has more", async () => {
    const { user, cookie } = await signedInUser();
    await useUp(user.id, 5);
    const res = await generate(cookie, { prompt: "bread" });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ message: `${OUT_OF_CREDITS} Upgrade to Basic for 50 a month.` });
    const paid = await signedInUser({ subscriptionTier: "premium" });
    await useUp(paid.user.id, 200);
    expect(await (await generate(paid.cookie, { prompt: "bread" })).json()).toEqual({ message: `${OUT_OF_CREDITS} They renew on the 1st.` });
  });

  it("start again each calendar month", async () => {
    const { user, cookie } = await signedInUser();
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await useUp(user.id, 5, creditMonth(lastMonth));
    expect(await credits(cookie)).toEqual({ used: 0, limit: 5, remaining: 5 });
    expect((await generate(cookie, { prompt: "cake" })).status).toBe(201);
  });

  it("are unlimited on Enterprise", async () => {
    const { cookie } = await signedInUser({ subscriptionTier: "enterprise" });
    expect((await generate(cookie, { prompt: "rocket launch" })).status).toBe(201);
    expect(await credits(cookie)).toEqual({ used: 1, limit: null, remaining: null });
  });
});

describe("generating with the Images API", () => {
  it("asks the configured model and keeps its PNG", async () => {
    const { cookie } = await signedInUser();
    await script([{ content: png }]);
    const res = await generate(cookie, { prompt: "A lighthouse at dusk", size: "1024x1792", style: "natural", quality: "hd" }, aiEnv);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { url: string; contentType: string };
    expect(body.url).toMatch(/\.png$/);
    const requests = (await (await fetch(`${standIn.replace(/\/v1$/, "")}/__requests`)).json()) as { path: string; body: Record<string, unknown> }[];
    expect(requests.at(-1)).toEqual({ path: "/v1/images/generations", body: { model: "test-image-model", prompt: "A lighthouse at dusk", size: "1024x1792", style: "natural", quality: "hd", n: 1, response_format: "b64_json" } });
    const [row] = await db.select().from(generatedImages).where(eq(generatedImages.r2Key, `uploads/${(await (await call("/api/auth/user", { cookie })).json() as { id: string }).id}/${body.url.slice(8)}`));
    expect(row).toMatchObject({ provider: "openai", size: "1024x1792", style: "natural", quality: "hd" });
  });

  it.each([
    ["an error", [{ status: 500, content: "overloaded" }]],
    ["a malformed answer", [{ content: btoa("not a picture at all, not even close to one, no no no no no no no no") }]],
    ["a broken body", [{ raw: "{not json" }]],
  ])("gives the credit back when the service answers %s", async (_what, replies) => {
    const { cookie } = await signedInUser();
    await script(replies);
    const res = await generate(cookie, { prompt: "A lighthouse at dusk" }, aiEnv);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: IMAGE_FAILED });
    expect((await credits(cookie)).used).toBe(0);
  });

  it("stops waiting for a slow service", async () => {
    await script([{ content: png, delayMs: 3000 }]);
    await expect(makeImage(aiEnv, { prompt: "slow", size: "1024x1024", style: "vivid", quality: "standard" }, { signal: AbortSignal.timeout(200) })).rejects.toBeInstanceOf(ImageFailedError);
  });
});

describe("a generated picture in a site", () => {
  it("can be published by its owner and by nobody else", async () => {
    const owner = await signedInUser({ subscriptionTier: "basic" });
    const { url } = (await (await generate(owner.cookie, { prompt: "A bakery window" })).json()) as { url: string };
    const base = catalogueEntries.find((e) => e.slug === "fern-and-clay")!.document;
    const document = { ...base, content: { ...base.content, sections: base.content.sections.map((s) => (s.type === "hero" ? { ...s, image: url } : s)) } };
    const publish = async (cookie: string, userId: string) => {
      const id = newId("website");
      await db.insert(websites).values({ id, userId, name: "Pictures", document });
      return call(`/api/websites/${id}/publish`, { method: "POST", cookie });
    };
    const mine = await publish(owner.cookie, owner.user.id);
    expect(mine.status).toBe(200);
    const { address } = (await mine.json()) as { address: string };
    const page = await worker.fetch(new Request(address), env);
    expect(await page.text()).toContain(`assets/${url.slice("/assets/".length)}`);
    const stranger = await signedInUser({ subscriptionTier: "basic" });
    const theirs = await publish(stranger.cookie, stranger.user.id);
    expect(theirs.status).toBe(400);
    expect(await theirs.json()).toEqual({ message: MISSING_IMAGE });
    const library = (await (await call("/api/images", { cookie: stranger.cookie })).json()) as unknown[];
    expect(library).toEqual([]);
    expect(await db.select().from(imageCreditUsage).where(and(eq(imageCreditUsage.userId, stranger.user.id)))).toEqual([]);
  });
});
