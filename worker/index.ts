// The Worker's entry: it only composes. Order: error handlers, then host dispatch (a published site's host is
// answered by sites/ and never reaches the API), then /api, then the SPA's static assets; and the schedule.
import { Hono } from "hono";
import { IMMUTABLE } from "../site/caching";
import { api } from "./app";
import { createDb } from "./db";
import { withStoredKeys } from "./provider-keys";
import { executionContext, type AppEnv } from "./env";
import { notFoundJson, onError } from "./errors";
import { classifyHost } from "./hosts";
import { appPolicy, securityHeaders, withSecurityHeaders } from "./security-headers";
import { sweepPayments } from "./payments/sweep";
import { purgeOldChats } from "./api/chat";
import { consumeOutbox, deliverQueued, type OutboxMessage } from "./edge/outbox";
import { purgeExpired } from "./purge";
import { sitePolicyFor } from "./sites/forms";
import { serveSite } from "./sites/serve";
import { serveTemplatePreview, templatesOrigin } from "./templates/preview";
import { TEMPLATES_LABEL } from "../schema/domains";
import { syncBuiltinCatalogue } from "./templates/catalogue";
import { consumeVisits, type CountedView } from "./edge/visits";
import { pageWithLimits } from "./page-limits";

const app = new Hono<AppEnv>();


app.onError(onError);
app.notFound(notFoundJson);

app.use(async (c, next) => {
  const host = classifyHost(new URL(c.req.url).hostname, c.env);
  if (host.kind === "app") return next();
  if (host.kind === "subdomain" && host.label === TEMPLATES_LABEL) return serveTemplatePreview(c.req.raw, c.env, createDb(c.env));
  const res = await serveSite(c.req.raw, c.env, createDb(c.env), host, executionContext(c));
  return withSecurityHeaders(res, sitePolicyFor(c.env));
});

app.use(securityHeaders((c) => appPolicy(templatesOrigin(new URL(c.req.url), c.env))));
app.route("/api", api);
// The spec links sign-in buttons to /auth/google; the flow itself lives under /api.
app.get("/auth/google", (c) => c.redirect(`/api/auth/google${new URL(c.req.url).search}`, 302));
app.all("*", async (c) => {
  // The SPA's files are only ever read. A POST's body handed on to the assets service is dropped unread, which in
  // wrangler dev breaks the proxy in front of the Worker and took the whole local runtime down (ADR 0011).
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    return c.body("Method Not Allowed", 405, { Allow: "GET, HEAD" });
  }
  // A page (not a script or an image) says the administrator's website limits (page-limits.ts).
  if (c.req.header("Accept")?.includes("text/html")) return pageWithLimits(c.req.raw, c.env);
  const res = await c.env.ASSETS.fetch(c.req.raw);
  if (!new URL(c.req.url).pathname.startsWith("/fonts/")) return res;
  // The preview iframe has an opaque origin (sandboxed), and fonts are fetched with CORS: allow it to load them.
  const fonts = new Response(res.body, res);
  fonts.headers.set("Access-Control-Allow-Origin", "*");
  // Their names hold their content's hash (site/fonts.ts), so the preview's browser may keep them for a year.
  // Only real fonts: an unknown path under /fonts/ gets the SPA's page (not_found_handling), which must not stick.
  if (res.ok && res.headers.get("Content-Type") === "font/woff2") fonts.headers.set("Cache-Control", IMMUTABLE);
  return fonts;
});

/**
 * The schedule (wrangler.toml [triggers]) runs its jobs side by side: the payments sweep (payments/sweep.ts), the
 * outbox, the purges, the template catalogue. Each runs even when another fails; the run fails if any did, so it is
 * retried.
 */
async function scheduled(_controller: ScheduledController, deployed: Env): Promise<void> {
  const env = await withStoredKeys(deployed, createDb(deployed));
  const jobs = {
    "payments sweep": async () => {
      const report = await sweepPayments(env);
      if (Object.values(report).some((n) => n > 0)) console.log("payments sweep:", JSON.stringify(report));
    },
    // Its own job, so a failing sweep never holds up the email (and the other way round).
    outbox: async () => {
      const sent = await deliverQueued(createDb(env), env);
      if (sent > 0) console.log(`outbox: ${sent} emails sent`);
    },
    purge: async () => {
      const report = await purgeExpired(createDb(env));
      if (Object.values(report).some((n) => n > 0)) console.log("purge:", JSON.stringify(report));
    },
    // The built-in templates as this deploy's code has them (a deploy step does it first; this catches up).
    catalogue: async () => {
      const written = await syncBuiltinCatalogue(createDb(env));
      if (written > 0) console.log(`catalogue: ${written} built-in templates brought up to date`);
    },
    "chat purge": async () => {
      const deleted = await purgeOldChats(createDb(env));
      if (deleted > 0) console.log(`chat purge: ${deleted} old messages deleted`);
    },
  };
  const results = await Promise.allSettled(Object.values(jobs).map((job) => job()));
  const failures = results.flatMap((r, i) => (r.status === "rejected" ? [[Object.keys(jobs)[i], r.reason] as const] : []));
  // The next run tries again; say why this one stopped.
  for (const [name, reason] of failures) console.error(`${name} failed:`, reason);
  if (failures.length > 0) throw failures[0]![1];
}

/** The queues' consumer (wrangler.toml [[queues.consumers]]): the outbox's emails, and counted page views. */
async function queue(batch: MessageBatch<OutboxMessage | CountedView>, deployed: Env): Promise<void> {
  if (batch.queue.startsWith("sitewright-visits")) return consumeVisits(createDb(deployed), batch as MessageBatch<CountedView>);
  const env = await withStoredKeys(deployed, createDb(deployed));
  await consumeOutbox(createDb(env), env, batch as MessageBatch<OutboxMessage>);
}

export default { fetch: app.fetch, scheduled, queue } satisfies ExportedHandler<Env, OutboxMessage | CountedView>;
