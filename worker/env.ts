// The one Hono environment type: bindings from `wrangler types` plus per-request variables.
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
