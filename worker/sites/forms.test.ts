// Contact forms on published sites: a real message reaches its owner's inbox and nobody else's, and every kind of
// spam (the trap, too fast, forged times, floods, oversized bodies, posts from other sites) stores nothing.
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { templateDocument } from "../../schema/builder-templates";
import { FORM_GUARD, FORM_MAX_BYTES } from "../../schema/forms";
import { emailOutbox, formMessages } from "../../schema/tables";
import type { WebsiteDocument } from "../../schema/site-document";
import worker from "../index";
import { call, signedInUser } from "../test/client";
import { db } from "../test/factories";
import { FORM_LIMITS_PER_ADDRESS, FORM_LIMITS_PER_SITE, formSecret, formToken, MIN_FILL_MS, tokenAge } from "./forms";

const visit = (url: string, init?: RequestInit) => exports.default.fetch(new Request(url, { redirect: "manual", ...init }));

async function publishedSite(cookie: string, name: string, data: WebsiteDocument = templateDocument(2)) {
  const created = (await (await call("/api/websites", { body: { name, data }, cookie })).json()) as { id: string };
  const published = (await (await call(`/api/websites/${created.id}/publish`, { method: "POST", cookie })).json()) as { address: string };
  return { id: created.id, address: published.address };
}

/** A time the page was served this long ago, as only the Worker can sign it. */
const startedAgo = (siteId: string, ms: number) => formToken(formSecret(env), siteId, Date.now() - ms);

let lastIp = 0;
/** A different visitor's address for each call unless given: the per-address limit is tested on its own. */
const nextIp = () => `203.0.113.${(lastIp = (lastIp % 250) + 1)}`;

interface PostOptions {
  headers?: Record<string, string>;
  ip?: string;
  body?: BodyInit;
  fetcher?: (request: Request) => Promise<Response>;
}

function post(address: string, fields: Record<string, string>, options: PostOptions = {}) {
  const request = new Request(`${address}/_forms/contact`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: address,
      "Sec-Fetch-Site": "same-origin",
      "CF-Connecting-IP": options.ip ?? nextIp(),
      ...options.headers,
    },
    body: options.body ?? new URLSearchParams(fields),
  });
  return (options.fetcher ?? ((r: Request) => exports.default.fetch(r)))(request);
}

const stored = (siteId: string) => db.select().from(formMessages).where(eq(formMessages.websiteId, siteId));
const fields = { name: "Wanjiru Kamau", email: "wanjiru@example.com", message: "Do you deliver to Kilimani on Saturdays?" };

describe("a published contact form", () => {
  it("is served with a signed start time in place of its marker, and a thank-you page beside it", async () => {
    const owner = await signedInUser();
    const site = await publishedSite(owner.cookie, "Form Served");
    const page = await (await visit(`${site.address}/`)).text();
    expect(page).not.toContain(FORM_GUARD);
    expect(page).toContain('<form class="contact-form" action="/_forms/contact" method="post"><input type="hidden" name="started" value="');
    const token = /name="started" value="([^"]+)"/.exec(page)![1]!;
    const age = await tokenAge(formSecret(env), site.id, token, Date.now());
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(60_000);
    // The time is this site's: another site's form cannot use it.
    expect(await tokenAge(formSecret(env), "site_0000000000000000", token, Date.now())).toBeNull();
    const thanks = await visit(`${site.address}/thank-you.html`);
    expect(thanks.status).toBe(200);
    const text = await thanks.text();
    expect(text).toContain("<h1>Thank you</h1>");
    expect(text).toContain('<meta name="robots" content="noindex">');
  });

  it("keeps a real message for the site's owner alone, and emails them", async () => {
    const owner = await signedInUser({ email: `owner-${Date.now()}@forms.example` });
    const site = await publishedSite(owner.cookie, "Form Inbox");
    const quiet = await publishedSite(owner.cookie, "Form Quiet");
    const res = await post(site.address, { ...fields, started: await startedAgo(site.id, 20_000) });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/thank-you.html");

    const rows = await stored(site.id);
    expect(rows.map((r) => [r.name, r.email, r.message, r.readAt])).toEqual([[fields.name, fields.email, fields.message, null]]);
    // Only what the visitor typed is kept: no address, no browser.
    expect(Object.keys(rows[0]!).sort()).toEqual(["createdAt", "email", "id", "message", "name", "readAt", "websiteId"]);
    const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.userId, owner.user.id));
    expect(email).toMatchObject({ to: owner.user.email, replyTo: fields.email, kind: "form-message", subject: "New message from Wanjiru Kamau on Form Inbox", status: "queued" });
    expect(email!.body).toContain(fields.message);

    const inbox = await (await call(`/api/websites/${site.id}/messages`, { cookie: owner.cookie })).json();
    expect(inbox).toEqual({
      messages: [{ id: rows[0]!.id, name: fields.name, email: fields.email, message: fields.message, receivedAt: rows[0]!.createdAt.toISOString(), read: false }],
      total: 1,
      unread: 1,
      page: 1,
      pageSize: 50,
    });
    const list = (await (await call("/api/websites", { cookie: owner.cookie })).json()) as { id: string; unreadMessages: number }[];
    expect(Object.fromEntries(list.map((s) => [s.id, s.unreadMessages]))).toEqual({ [site.id]: 1, [quiet.id]: 0 });
    expect(((await (await call(`/api/websites/${quiet.id}/messages`, { cookie: owner.cookie })).json()) as { total: number }).total).toBe(0);

    // Nobody else can read, mark, export or delete it: their every attempt is a 404, as for a missing site.
    const other = await signedInUser();
    const id = rows[0]!.id;
    for (const [method, path, body] of [
      ["GET", `/api/websites/${site.id}/messages`],
      ["GET", `/api/websites/${site.id}/messages/export`],
      ["PATCH", `/api/websites/${site.id}/messages/${id}`, { read: true }],
      ["DELETE", `/api/websites/${site.id}/messages/${id}`],
      // Their own site's address with this message's id finds nothing either.
      ["PATCH", `/api/websites/${(await publishedSite(other.cookie, "Other Site")).id}/messages/${id}`, { read: true }],
    ] as const) {
      const res = await call(path, { method, body, cookie: other.cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await stored(site.id))[0]!.readAt).toBeNull();

    const read = await call(`/api/websites/${site.id}/messages/${id}`, { method: "PATCH", body: { read: true }, cookie: owner.cookie });
    expect(await read.json()).toEqual({ id, read: true });
    expect(((await (await call(`/api/websites/${site.id}/messages`, { cookie: owner.cookie })).json()) as { unread: number }).unread).toBe(0);

    const csv = await call(`/api/websites/${site.id}/messages/export`, { cookie: owner.cookie });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="form-inbox-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const when = rows[0]!.createdAt.toISOString().replace("T", " ").slice(0, 16);
    expect(await csv.text()).toBe(`Received (UTC),Name,Email,Message,Read\r\n${when},Wanjiru Kamau,wanjiru@example.com,Do you deliver to Kilimani on Saturdays?,yes\r\n`);

    expect((await call(`/api/websites/${site.id}/messages/${id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(200);
    expect(await stored(site.id)).toEqual([]);
    expect((await call(`/api/websites/${site.id}/messages/${id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(404);
  });

  it("stores nothing from robots, fast posts, forged times or bad fields, and hands the visitor's words back", async () => {
    const owner = await signedInUser();
    const site = await publishedSite(owner.cookie, "Form Spam");
    const other = await publishedSite(owner.cookie, "Form Spam Other");
    const good = await startedAgo(site.id, 20_000);

    // The trap filled in: told it worked, nothing kept.
    const trapped = await post(site.address, { ...fields, website: "http://spam.example", started: good });
    expect([trapped.status, trapped.headers.get("Location")]).toEqual([303, "/thank-you.html"]);

    const backAgain = async (res: Response, status: number, lead: string) => {
      expect(res.status).toBe(status);
      const page = await res.text();
      expect(page).toContain(lead);
      // The message comes back in the form, with a fresh time to send it with.
      expect(page).toContain(`<textarea name="message" required maxlength="5000">${fields.message}</textarea>`);
      expect(page).toMatch(/<input type="hidden" name="started" value="\d{13}\.[\w-]{43}">/);
    };
    await backAgain(await post(site.address, { ...fields, started: await startedAgo(site.id, MIN_FILL_MS - 1500) }), 400, "faster than a person can type");
    await backAgain(await post(site.address, { ...fields }), 400, "The page was open a long time");
    await backAgain(await post(site.address, { ...fields, started: `${Date.now() - 20_000}.${"A".repeat(43)}` }), 400, "The page was open a long time");
    await backAgain(await post(site.address, { ...fields, started: await startedAgo(other.id, 20_000) }), 400, "The page was open a long time");
    await backAgain(await post(site.address, { ...fields, started: await startedAgo(site.id, 3 * 24 * 60 * 60 * 1000) }), 400, "The page was open a long time");
    const badEmail = await post(site.address, { ...fields, email: "not an address", started: good });
    expect(badEmail.status).toBe(422);
    expect(await badEmail.text()).toContain("Please give an email address we can reply to.");
    const long = await post(site.address, { ...fields, message: "x".repeat(5001), started: good });
    expect(long.status).toBe(422);
    expect(await long.text()).toContain("Your message can be at most 5,000 characters.");

    expect(await stored(site.id)).toEqual([]);
  });

  it("refuses posts from other sites and bodies that are too big, before reading them", async () => {
    const owner = await signedInUser();
    const site = await publishedSite(owner.cookie, "Form Fence");
    const neighbour = await publishedSite(owner.cookie, "Form Neighbour");
    const started = await startedAgo(site.id, 20_000);
    const cases: [string, PostOptions, number][] = [
      ["a page on another site", { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } }, 403],
      ["another published site on our domain", { headers: { Origin: neighbour.address, "Sec-Fetch-Site": "same-site" } }, 403],
      ["an Origin of another site without fetch metadata", { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "" } }, 403],
      ["a sandboxed page", { headers: { Origin: "null", "Sec-Fetch-Site": "" } }, 403],
      ["a JSON body", { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...fields, started }) }, 415],
      ["a declared body over the limit", { headers: { "Content-Length": String(FORM_MAX_BYTES + 1) }, body: "x".repeat(FORM_MAX_BYTES + 1) }, 413],
    ];
    for (const [what, options, status] of cases) {
      const res = await post(site.address, { ...fields, started }, options);
      expect(res.status, what).toBe(status);
    }
    // A body streamed without a length is read only up to the limit.
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`${new URLSearchParams({ ...fields, started })}&message=`));
        controller.enqueue(new Uint8Array(FORM_MAX_BYTES).fill(120));
        controller.close();
      },
    });
    const streamed = await post(site.address, {}, { body: chunked, headers: {} });
    expect(streamed.status).toBe(413);
    expect(await streamed.text()).toContain("Your message is too long");
    expect(await stored(site.id)).toEqual([]);

    // A site with its form switched off takes no messages at all.
    const doc = templateDocument(2);
    doc.settings.components.contactForm = false;
    const formless = await publishedSite(owner.cookie, "Form Off", doc);
    expect((await post(formless.address, { ...fields, started: await startedAgo(formless.id, 20_000) })).status).toBe(404);
    expect(await stored(formless.id)).toEqual([]);
  });

  it("takes a few messages from one address, then refuses the flood while others still get through", async () => {
    const owner = await signedInUser();
    const site = await publishedSite(owner.cookie, "Form Flood");
    const started = await startedAgo(site.id, 20_000);
    const flooder = "198.51.100.77";
    const answers: number[] = [];
    for (let i = 0; i <= FORM_LIMITS_PER_ADDRESS.max; i++) answers.push((await post(site.address, { ...fields, message: `Message ${i}`, started }, { ip: flooder })).status);
    expect(answers).toEqual([303, 303, 303, 303, 303, 429]);
    const refused = await post(site.address, { ...fields, started }, { ip: flooder });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many messages at once");
    expect((await post(site.address, { ...fields, message: "From someone else", started })).status).toBe(303);
    expect((await stored(site.id)).map((r) => r.message).sort()).toEqual(["From someone else", "Message 0", "Message 1", "Message 2", "Message 3", "Message 4"]);
  });
});

describe("Cloudflare Turnstile on contact forms", () => {
  // The stand-in's only valid secret and only passing token (test/stand-ins/turnstile.ts, which runs in Node).
  const TURNSTILE_TEST_SECRET = "0x4AAAAAAAturnstile-test-secret";
  const TURNSTILE_PASS = "XXXX.DUMMY.TOKEN.XXXX";
  const withTurnstile = { ...env, TURNSTILE_SITE_KEY: "0x4AAAAAAAsite-key", TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET, TURNSTILE_VERIFY_URL: inject("turnstileUrl") };
  const fetcher = (request: Request) => Promise.resolve(worker.fetch(request, withTurnstile));

  it("is not locked by junk from many addresses: only messages that pass every check count against the site", async () => {
    const owner = await signedInUser();
    const site = await publishedSite(owner.cookie, "Form Junk");
    const junk = Array.from({ length: FORM_LIMITS_PER_SITE.max + 1 }, (_, i) =>
      post(site.address, i % 2 ? { ...fields, website: "spam.example", started: "" } : { ...fields, started: "" }),
    );
    for (const res of await Promise.all(junk)) expect([303, 400]).toContain(res.status);
    const genuine = await post(site.address, { ...fields, started: await startedAgo(site.id, 20_000) });
    expect(genuine.status).toBe(303);
    expect((await stored(site.id)).length).toBe(1);
  });

  it("keeps a name to one line, so nothing a visitor types reaches the email's headers", async () => {
    const owner = await signedInUser({ email: `crlf-${Date.now()}@forms.example` });
    const site = await publishedSite(owner.cookie, "Form Lines");
    const res = await post(site.address, { ...fields, name: "Eve\r\nBcc: victim@example.com\nX", started: await startedAgo(site.id, 20_000) });
    expect(res.status).toBe(303);
    const [message] = await stored(site.id);
    expect(message?.name).toBe("Eve Bcc: victim@example.com X");
    const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, owner.user.email));
    expect(email?.subject).toBe("New message from Eve Bcc: victim@example.com X on Form Lines");
  });

  it("puts its widget in the form, allows its script, and keeps only messages it vouches for", async () => {
    const owner = await signedInUser();
    const site = await publishedSite(owner.cookie, "Form Turnstile");
    const page = await fetcher(new Request(`${site.address}/`));
    const html = await page.text();
    expect(html).toContain('<div class="cf-turnstile" data-sitekey="0x4AAAAAAAsite-key"></div><script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>');
    expect(page.headers.get("Content-Security-Policy")).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(page.headers.get("Content-Security-Policy")).toContain("frame-src https://challenges.cloudflare.com");

    const started = await startedAgo(site.id, 20_000);
    const failed = await post(site.address, { ...fields, started, "cf-turnstile-response": "a-made-up-token" }, { fetcher });
    expect(failed.status).toBe(400);
    expect(await failed.text()).toContain("We could not tell you are a person");
    expect((await post(site.address, { ...fields, started }, { fetcher })).status).toBe(400);
    expect(await stored(site.id)).toEqual([]);

    const passed = await post(site.address, { ...fields, started, "cf-turnstile-response": TURNSTILE_PASS }, { fetcher, ip: "192.0.2.44" });
    expect(passed.status).toBe(303);
    expect((await stored(site.id)).length).toBe(1);
    const calls = (await (await fetch(inject("turnstileUrl").replace("/turnstile/v0/siteverify", "/__calls"))).json()) as Record<string, string>[];
    expect(calls.at(-1)).toEqual({ secret: TURNSTILE_TEST_SECRET, response: TURNSTILE_PASS, remoteip: "192.0.2.44" });
  });
});
