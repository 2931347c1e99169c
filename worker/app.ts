// The /api application: per-request setup, then one route per resource file, chained so the RPC type (AppType)
// accumulates. Order matters: the database first, then who the user is, then the CSRF guard, and only then is a
// body read (up to its limit).
import { Hono, type Context } from "hono";
import { except } from "hono/combine";
import { NOT_AN_IMAGE, uploadTypes } from "../schema/uploads";
import { account } from "./api/account";
import { admin } from "./api/admin";
import { NOT_A_ZIP, UPLOAD_ROUTE as TEMPLATE_UPLOAD_ROUTE, ZIP_TYPES } from "./api/admin-templates";
import { auth } from "./api/auth";
import { passwordReset } from "./api/password-reset";
import { accountSettings } from "./api/account-settings";
import { sales } from "./api/sales";
import { billing } from "./api/billing";
import { chatApi } from "./api/chat";
import { domainsApi } from "./api/domains";
import { google } from "./api/google";
import { briefApi, generate, generateSection } from "./api/generate";
import { health } from "./api/health";
import { generateImage, imagesApi } from "./api/images";
import { templatesApi } from "./api/templates";
import { paymentsApi } from "./api/payments";
import { uploads } from "./api/uploads";
import { webhooks } from "./api/webhooks";
import { messagesApi } from "./api/messages";
import { websitesApi } from "./api/websites";
import { csrfGuard } from "./auth/csrf";
import { loadSession } from "./auth/session";
import { createDb } from "./db";
import { withStoredKeys } from "./provider-keys";
import type { AppEnv } from "./env";
import { notFoundJson } from "./errors";
import { bodyLimit } from "./request-body";
import { burstRefused, withinBurst } from "./edge/limits";

/** The routes whose bodies are not JSON, each with its own limit: image bytes (api/uploads.ts), a template ZIP. */
const UPLOAD_ROUTE = "POST /api/uploads";
const rawBodyRoutes = new Set([UPLOAD_ROUTE, TEMPLATE_UPLOAD_ROUTE]);
const isUpload = (c: Context) => rawBodyRoutes.has(`${c.req.method} ${c.req.path}`);

export const api = new Hono<AppEnv>()
  // A burst from one address is turned away before it costs a database round trip (the Rate Limiting binding,
  // counted in each Cloudflare location; IPv6 by its /64). The durable per-action limits stay in libSQL
  // (edge/limits.ts). Providers' webhooks and the health checks are not browsers and are not held to it.
  .use(async (c, next) => {
    if (!/^\/api\/(?:webhooks|health)\//.test(`${c.req.path}/`) && !(await withinBurst(c.env, c.req.raw.headers))) return burstRefused();
    await next();
  })
  .use(async (c, next) => {
    c.set("db", createDb(c.env));
    // Keys an administrator stored from the dashboard win over the deployed ones (provider-keys.ts). The health
    // checks run on the deployed settings alone: one of them must not touch the database at all.
    c.set("deployedEnv", c.env);
    if (!c.req.path.startsWith("/api/health")) c.env = await withStoredKeys(c.env, c.var.db);
    await next();
    // API answers (errors included) are per user and must never be stored by a shared cache. The one exception
    // says so itself: an upload's bytes, public and immutable under their unguessable name.
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  })
  .use(loadSession)
  // Image types are not CORS-safelisted: a foreign page can no more send them than JSON.
  // Payment providers call /api/webhooks/ from their servers, with no browser and no cookie: those calls prove
  // themselves instead (a signature, a secret path), in api/webhooks.ts.
  .use(
    csrfGuard({
      exempt: (path) => path.startsWith("/api/webhooks/"),
      bodies: {
        [UPLOAD_ROUTE]: { types: Object.keys(uploadTypes), message: NOT_AN_IMAGE },
        // A ZIP's types are not CORS-safelisted either.
        [TEMPLATE_UPLOAD_ROUTE]: { types: ZIP_TYPES, message: NOT_A_ZIP },
      },
    }),
  )
  // Far above the largest valid document (200 KB), so parsing can never be made to hold much more. Uploads have
  // their own limits, read only once the route knows who is sending (api/uploads.ts, api/admin-templates.ts).
  .use(except(isUpload, bodyLimit(1024 * 1024, "This request is too large.")))
  .route("/health", health)
  .route("/", auth)
  .route("/", passwordReset)
  .route("/", accountSettings)
  .route("/contact-sales", sales)
  .route("/auth/google", google)
  .route("/", account)
  .route("/brief", briefApi)
  .route("/generate-website", generate)
  .route("/generate-section", generateSection)
  .route("/websites", websitesApi)
  .route("/websites/:id/messages", messagesApi)
  .route("/domains", domainsApi)
  .route("/uploads", uploads)
  .route("/generate-image", generateImage)
  .route("/images", imagesApi)
  .route("/templates", templatesApi)
  .route("/billing", billing)
  .route("/payments", paymentsApi)
  .route("/webhooks", webhooks)
  .route("/chat", chatApi)
  .route("/admin", admin)
  .all("*", notFoundJson);

export type AppType = typeof api;
