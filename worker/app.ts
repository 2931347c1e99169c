// The /api application: one route per resource file, chained so the RPC type (AppType) accumulates.
import { Hono } from "hono";
import { health } from "./api/health";
import { createDb } from "./db";
import type { AppEnv } from "./env";
import { notFoundJson } from "./errors";

export const api = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("db", createDb(c.env));
    // API answers are per user and must never be stored by a shared cache.
    c.header("Cache-Control", "no-store");
    await next();
  })
  .route("/health", health)
  .all("*", notFoundJson);

export type AppType = typeof api;
