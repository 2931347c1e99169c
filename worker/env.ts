// The one Hono environment type: bindings from `wrangler types` plus per-request variables.
import type { Db } from "./db";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
  };
};
