// The one Hono environment type: bindings from `wrangler types` plus per-request variables.
import type { Context } from "hono";
import type { User } from "../schema/tables";
import type { Db } from "./db";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    /** The signed-in user, or null (set by auth/session.ts for every /api request). */
    user: User | null;
    /** The raw session id of the signed-in user, to revoke it at log-out or sign-in. */
    sessionId: string | null;
    /** The environment as deployed, before the provider keys stored from the dashboard were laid over it. */
    deployedEnv: Env;
  };
};

/**
 * The deployment's own secret for what it derives keys from (stored provider keys, visitor ids, form times):
 * SETTINGS_SECRET, else the password pepper; undefined when neither is set.
 */
export function deploymentSecret(env: Pick<Env, "SETTINGS_SECRET" | "PASSWORD_PEPPER">): string | undefined {
  return env.SETTINGS_SECRET || env.PASSWORD_PEPPER || undefined;
}

/** The request's ExecutionContext, when there is one (tests may call fetch without it). */
export function executionContext(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return undefined;
  }
}

/** Work that may finish after the response has gone (its `waitUntil`), or undefined: then the caller awaits it. */
export function afterResponse(c: Context<AppEnv>): ((work: Promise<unknown>) => void) | undefined {
  const ctx = executionContext(c);
  return ctx ? (work) => ctx.waitUntil(work) : undefined;
}
