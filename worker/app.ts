// The /api application: per-request setup, then one route per resource file, chained so the RPC type (AppType)
// accumulates. Order matters: the database first, then who the user is, then the CSRF guard.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { account } from "./api/account";
import { admin } from "./api/admin";
import { auth } from "./api/auth";
import { google } from "./api/google";
import { generate } from "./api/generate";
import { health } from "./api/health";
import { websitesApi } from "./api/websites";
import { csrfGuard } from "./auth/csrf";
import { loadSession } from "./auth/session";
import { createDb } from "./db";
import type { AppEnv } from "./env";
import { apiError, notFoundJson } from "./errors";

export const api = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("db", createDb(c.env));
    await next();
    // API answers (errors included) are per user and must never be stored by a shared cache.
    c.res.headers.set("Cache-Control", "no-store");
  })
  // Far above the largest valid document (200 KB), so parsing can never be made to hold much more.
  .use(bodyLimit({ maxSize: 1024 * 1024, onError: () => { throw apiError(413, "This request is too large."); } }))
  .use(loadSession)
  .use(csrfGuard())
  .route("/health", health)
  .route("/", auth)
  .route("/auth/google", google)
  .route("/", account)
  .route("/generate-website", generate)
  .route("/websites", websitesApi)
  .route("/admin", admin)
  .all("*", notFoundJson);

export type AppType = typeof api;
