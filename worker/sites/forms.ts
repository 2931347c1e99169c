// Contact forms on published sites (docs/decisions/0027). The form posts to its site's own host; the Worker checks
// it and keeps the message for the owner's inbox, with an email to the owner when email is configured. What a
// visitor sees is always a page (a 303 to the site's thank-you page, or a page in the site's look that says what
// to fix and holds the message again), so the form works without JavaScript.
//
// The checks, cheapest first; a post that fails one stores nothing:
// - cross-site: a browser's post from any other site (Sec-Fetch-Site, Origin) is refused;
// - size: the body is at most FORM_MAX_BYTES (refused from Content-Length, else read only that far);
// - rate: 5 posts per address per site in 10 minutes, 60 per site in an hour (rate_limits, as the API's);
// - the trap: a filled-in hidden field is a robot, answered as if it had worked so it learns nothing;
// - time to fill: the page carries the time it was served, signed (written in as it is served, see
//   guardMarkup), and a message sent within MIN_FILL_MS of it is refused; a missing, forged or very old time
//   sends the visitor the form back to send again;
// - Cloudflare Turnstile, when TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are set.
import { eq } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import * as v from "valibot";
import { FORM_GUARD, FORM_MAX_BYTES, THANK_YOU_PATH, formFieldsSchema, type FormFields } from "../../schema/forms";
import { newId } from "../../schema/ids";
import type { WebsiteDocument } from "../../schema/site-document";
import { emailOutbox, formMessages, siteVersions, users, websites } from "../../schema/tables";
import { esc } from "../../site/escape";
import { sitePolicy } from "../../site/headers";
import { replyPage, type ReplyPageText } from "../../site/render";
import type { Db } from "../db";
import { deploymentSecret } from "../env";
import { hmacKey } from "../hmac";
import { dispatchAfterResponse, outboxRow } from "../edge/outbox";
import { hit, limitIp, withinBurst } from "../edge/limits";
import { declaredLength, readAtMost } from "../request-body";
import { notFoundPage } from "./not-found-page";
import type { SitePointer } from "../edge/host-cache";
import { base64url, fromBase64url } from "../bytes";

/** A person needs longer than this to write a name, an email address and a message. */
export const MIN_FILL_MS = 3_000;
/** A page left open longer than this is sent back once with a fresh time, rather than trusted. */
export const TOKEN_MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;
export const FORM_LIMITS_PER_ADDRESS = { max: 5, windowSeconds: 10 * 60 };
export const FORM_LIMITS_PER_SITE = { max: 60, windowSeconds: 60 * 60 };
const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";
const TURNSTILE_DEADLINE_MS = 5_000;

type FormSettings = Pick<Env, "SETTINGS_SECRET" | "PASSWORD_PEPPER" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY" | "TURNSTILE_VERIFY_URL">;

export function turnstileConfigured(env: FormSettings): boolean {
  return Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY);
}

/** The published sites' policy, with Cloudflare's challenge script and frame allowed when Turnstile is on. */
export function sitePolicyFor(env: FormSettings): string {
  if (!turnstileConfigured(env)) return sitePolicy;
  return `${sitePolicy.replace("script-src 'self'", "script-src 'self' https://challenges.cloudflare.com")}; frame-src https://challenges.cloudflare.com`;
}

/** The key the form times are signed with: the deployment's secret, under its own label. */
export function formSecret(env: Pick<Env, "SETTINGS_SECRET" | "PASSWORD_PEPPER">): string {
  return `${deploymentSecret(env) ?? "sitewright"}\u0000form times`;
}

const encoder = new TextEncoder();
const signed = (siteId: string, at: number) => encoder.encode(`${siteId}:${at}`);

/** `<when>.<signature>`: the time a page of this site was served, which only this deployment can have written. */
export async function formToken(secret: string, siteId: string, at: number): Promise<string> {
  return `${at}.${base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), signed(siteId, at)))}`;
}

/** How long ago the token was made for this site, or null when it is missing, forged or another site's. */
export async function tokenAge(secret: string, siteId: string, token: string | null, now: number): Promise<number | null> {
  const match = /^(\d{13})\.([\w-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const at = Number(match[1]);
  // verify() compares in constant time.
  const genuine = await crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64url(match[2]!), signed(siteId, at));
  return genuine ? now - at : null;
}

/** The hidden time (and the Turnstile widget, when on) that replaces FORM_GUARD in a served page. */
export async function guardMarkup(env: FormSettings, siteId: string, now: number): Promise<string> {
  const token = await formToken(formSecret(env), siteId, now);
  const turnstile = turnstileConfigured(env)
    ? `<div class="cf-turnstile" data-sitekey="${esc(env.TURNSTILE_SITE_KEY!)}"></div><script src="${TURNSTILE_SCRIPT}" async defer></script>`
    : "";
  return `<input type="hidden" name="started" value="${token}">${turnstile}`;
}

const guardBytes = encoder.encode(FORM_GUARD);

/** Where FORM_GUARD starts in a page's bytes, or -1. Found once per page per instance (serve.ts remembers it). */
export function findGuard(page: Uint8Array): number {
  const first = guardBytes[0];
  outer: for (let i = page.indexOf(first!); i !== -1 && i <= page.length - guardBytes.length; i = page.indexOf(first!, i + 1)) {
    for (let j = 1; j < guardBytes.length; j++) if (page[i + j] !== guardBytes[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Pages are served with their time to the second, made once per site per second: the page served most often costs
 * one HMAC a second, not one a view.
 */
const SECOND = 1000;
const recent = new Map<string, { second: number; bytes: Uint8Array }>();

/** The page with its guard written in. */
export async function guardedPage(env: FormSettings, siteId: string, page: ArrayBuffer, guardAt: number, now = Date.now()): Promise<Uint8Array> {
  const second = Math.floor(now / SECOND) * SECOND;
  let known = recent.get(siteId);
  if (!known || known.second !== second) {
    known = { second, bytes: encoder.encode(await guardMarkup(env, siteId, second)) };
    if (recent.size >= 1000) recent.clear();
    recent.set(siteId, known);
  }
  const bytes = new Uint8Array(page);
  const out = new Uint8Array(bytes.length - guardBytes.length + known.bytes.length);
  out.set(bytes.subarray(0, guardAt), 0);
  out.set(known.bytes, guardAt);
  out.set(bytes.subarray(guardAt + guardBytes.length), guardAt + known.bytes.length);
  return out;
}

/** Asks Turnstile whether the visitor passed its challenge; an answer that does not come counts as no. */
export async function turnstilePassed(env: FormSettings, response: string | null, ip: string | null): Promise<boolean> {
  if (!response || response.length > 2048) return false;
  const body = new URLSearchParams({ secret: env.TURNSTILE_SECRET_KEY!, response });
  if (ip) body.set("remoteip", ip);
  try {
    const res = await fetch(env.TURNSTILE_VERIFY_URL || TURNSTILE_VERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(TURNSTILE_DEADLINE_MS) });
    if (!res.ok) {
      await res.body?.cancel();
      return false;
    }
    const result = (await res.json()) as { success?: unknown };
    return result.success === true;
  } catch {
    return false;
  }
}

/** A plain refusal with no part of the request in it, for posts that never came from the site's own page. */
function refusal(status: number, text: string): Response {
  return new Response(`<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Not sent</title><meta name="robots" content="noindex"></head><body><p>${text}</p></body></html>\n`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

interface ServedVersion {
  document: WebsiteDocument;
  styles: string;
  siteName: string;
  owner: { id: string; email: string; active: boolean; deleted: boolean };
}

async function servedVersion(db: Db, site: SitePointer): Promise<ServedVersion | null> {
  const [row] = await db
    .select({ document: siteVersions.document, files: siteVersions.files, siteName: websites.name, ownerId: users.id, email: users.email, active: users.active, deletedAt: users.deletedAt })
    .from(siteVersions)
    .innerJoin(websites, eq(siteVersions.websiteId, websites.id))
    .innerJoin(users, eq(websites.userId, users.id))
    .where(eq(siteVersions.id, site.versionId))
    .limit(1);
  if (!row) return null;
  const styles = Object.keys(row.files).find((path) => /^styles\.([0-9a-f]{8}\.)?css$/.test(path)) ?? "styles.css";
  return {
    document: row.document,
    styles,
    siteName: row.siteName,
    owner: { id: row.ownerId, email: row.email, active: row.active, deleted: row.deletedAt !== null },
  };
}

function hasForm(doc: WebsiteDocument): boolean {
  return doc.settings.components.contactForm && doc.content.sections.some((s) => s.type === "contact");
}

/** A page in the site's look; with `refill`, the form again holding what the visitor wrote, with a fresh time. */
async function reply(env: FormSettings, site: SitePointer, served: ServedVersion, status: number, text: ReplyPageText, extra: HeadersInit = {}): Promise<Response> {
  let html = replyPage(served.document, { styles: served.styles, year: new Date().getUTCFullYear() }, text);
  if (text.refill) html = html.replace(FORM_GUARD, await guardMarkup(env, site.siteId, Date.now()));
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...extra } });
}

const SEND_AGAIN = "Please send your message again";

/** The answer to a sent message, and to a robot's: the site's thank-you page. */
const toThankYou = () => new Response(null, { status: 303, headers: { Location: THANK_YOU_PATH, "Cache-Control": "no-store" } });

/** Whether a browser says the post came from a page of another site (or of another address of ours). */
function crossSite(request: Request, host: string): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The email the owner gets for a new message. */
function notification(env: Pick<Env, "APP_URL">, served: ServedVersion, host: string, fields: FormFields) {
  const inbox = env.APP_URL ? `${env.APP_URL.replace(/\/$/, "")}/account` : "your account page";
  return outboxRow({
    userId: served.owner.id,
    to: served.owner.email,
    replyTo: fields.email,
    kind: "form-message",
    subject: `New message from ${fields.name} on ${served.siteName}`,
    body:
      `${fields.name} <${fields.email}> wrote through the contact form on ${host}:\n\n${fields.message}\n\n` +
      `Reply to this email to answer ${fields.name}. Every message is kept in ${inbox}, under Messages.`,
  });
}

/** POST /_forms/contact on a site's host, `site` being what the host serves (serve.ts): a page for the visitor in every case. */
export async function receiveContactForm(
  request: Request,
  env: Env,
  db: Db,
  site: SitePointer,
  ctx?: ExecutionContext,
): Promise<Response> {
  const url = new URL(request.url);
  if (crossSite(request, url.host)) return refusal(403, "This form can only be sent from its own website.");
  // A burst from one address stops here, before it costs a database round trip.
  if (!(await withinBurst(env, request.headers))) return refusal(429, "Too many messages at once. Please wait a few seconds, go back and send yours again.");
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    return refusal(415, "This form can only be sent from its own website.");
  }
  const served = await servedVersion(db, site);
  if (!served || !hasForm(served.document)) return notFoundPage(request.method);

  const length = declaredLength(request.headers);
  const bytes = length !== null && length > FORM_MAX_BYTES ? null : request.body ? await readAtMost(request.body, FORM_MAX_BYTES) : new Uint8Array();
  if (!bytes) {
    return reply(env, site, served, 413, {
      title: "Message too long",
      heading: "Your message is too long",
      lead: "Please go back, shorten it to 5,000 characters or fewer, and send it again.",
    });
  }
  const form = new URLSearchParams(new TextDecoder().decode(bytes));
  const typed = { name: form.get("name") ?? "", email: form.get("email") ?? "", message: form.get("message") ?? "" };
  const ip = limitIp(request.headers);

  // An address's posts count from the first; the site's only once a message passed every check, so junk from many
  // addresses (no token, the trap filled) cannot use up a site's allowance and lock out a genuine visitor.
  const limited = async (key: string, limit: typeof FORM_LIMITS_PER_SITE): Promise<Response | null> => {
    try {
      await hit(db, key, limit);
      return null;
    } catch (err) {
      if (!(err instanceof HTTPException) || err.status !== 429) throw err;
      const retryAfter = err.res?.headers.get("Retry-After") ?? "600";
      return reply(
        env,
        site,
        served,
        429,
        { title: "Not sent yet", heading: "Too many messages at once", lead: "This website has had many messages in the last few minutes. Please wait a while and send yours again: it is below.", refill: typed },
        { "Retry-After": retryAfter },
      );
    }
  };
  const byAddress = await limited(`form:${site.siteId}:ip:${ip}`, FORM_LIMITS_PER_ADDRESS);
  if (byAddress) return byAddress;

  // A robot that filled in the hidden field is told it worked, and nothing is kept.
  if ((form.get("website") ?? "") !== "") return toThankYou();

  const age = await tokenAge(formSecret(env), site.siteId, form.get("started"), Date.now());
  if (age === null || age > TOKEN_MAX_AGE_MS) {
    return reply(env, site, served, 400, { title: "Not sent yet", heading: SEND_AGAIN, lead: "The page was open a long time, so it needs sending once more. Your message is below.", refill: typed });
  }
  if (age < MIN_FILL_MS) {
    return reply(env, site, served, 400, { title: "Not sent yet", heading: SEND_AGAIN, lead: "That was sent faster than a person can type, so it needs sending once more. Your message is below.", refill: typed });
  }

  const parsed = v.safeParse(formFieldsSchema, typed);
  if (!parsed.success) {
    return reply(env, site, served, 422, { title: "Not sent yet", heading: SEND_AGAIN, lead: `${parsed.issues[0].message}.`, refill: typed });
  }

  if (turnstileConfigured(env) && !(await turnstilePassed(env, form.get("cf-turnstile-response"), request.headers.get("CF-Connecting-IP")))) {
    return reply(env, site, served, 400, { title: "Not sent yet", heading: SEND_AGAIN, lead: "We could not tell you are a person. Please complete the check and send your message again.", refill: typed });
  }

  const bySite = await limited(`form:site:${site.siteId}`, FORM_LIMITS_PER_SITE);
  if (bySite) return bySite;

  const fields = parsed.output;
  const email = served.owner.active && !served.owner.deleted ? notification(env, served, url.host, fields) : null;
  const message = db.insert(formMessages).values({ id: newId("formMessage"), websiteId: site.siteId, ...fields });
  // The message and its email are written together: the owner is never told of a message that is not kept.
  if (email) await db.batch([message, db.insert(emailOutbox).values(email)]);
  else await message;
  if (email) await dispatchAfterResponse(db, env, email, ctx ? (work) => ctx.waitUntil(work) : undefined);
  return toThankYou();
}
