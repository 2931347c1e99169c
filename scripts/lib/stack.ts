// The whole local stack in one call, used by `npm start` and the browser tests: a libSQL server (or the
// configured Turso database), migrations, development data, the SPA build, and wrangler dev serving it all.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { applyMigrations, connect } from "./database";
import { root } from "./process";
import { syncBuiltinCatalogue } from "../../worker/templates/catalogue";
import { seed, type SeededAccount } from "./seed";
import { startSqld } from "./sqld";
import { startWrangler } from "./wrangler";

export interface StackOptions {
  /** Holds the sqld database and the generated local secrets. */
  dataDir: string;
  /** Where wrangler keeps KV and R2 data. */
  persistTo: string;
  port: number;
  /** Rebuild the SPA when web/ changes (npm start) or build once (tests). */
  watch: boolean;
  output: "inherit" | { logFile: string };
  /** Use this database instead of starting sqld (Turso). */
  database?: { url: string; authToken?: string };
  /** More Worker settings (the browser tests point DOH_URL at their stand-in resolver). */
  vars?: Record<string, string>;
}

export interface Stack {
  url: string;
  databaseUrl: string;
  /** The development accounts, when this start seeded a new database. */
  seeded: SeededAccount[] | null;
  stop(): Promise<void>;
}

interface LocalSecrets {
  PASSWORD_PEPPER: string;
}

/** Secrets made once per data folder, so passwords hashed at seed time still verify on the next start. */
function localSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as LocalSecrets;
  const secrets: LocalSecrets = {
    PASSWORD_PEPPER: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url"),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

async function buildSpa(watch: boolean): Promise<() => Promise<void>> {
  const result = await build({
    configFile: join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { watch: watch ? {} : null },
  });
  if (!("on" in result)) return async () => {};
  // Wait for the first build: wrangler needs the assets folder before it starts.
  await new Promise<void>((resolve, reject) => {
    result.on("event", (event) => {
      if (event.code === "BUNDLE_END") void event.result.close();
      if (event.code === "ERROR") {
        void event.result.close();
        reject(event.error);
      }
      if (event.code === "END") resolve();
    });
  });
  // Later rebuild errors are printed by vite; the last good build keeps serving.
  return () => result.close();
}

export async function startStack(options: StackOptions): Promise<Stack> {
  mkdirSync(options.dataDir, { recursive: true });
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((err: unknown) => console.error(err));
  };
  try {
    const secrets = { ...localSecrets(options.dataDir), ...pick(process.env, ["PASSWORD_PEPPER"]) };
    let database = options.database;
    if (!database) {
      const sqld = await startSqld(join(options.dataDir, "dev.sqld"));
      stops.push(() => sqld.stop());
      database = { url: sqld.url };
    }
    const db = connect(database.url, database.authToken);
    await applyMigrations(db);
    const seeded = await seed(db, secrets.PASSWORD_PEPPER);
    await syncBuiltinCatalogue(db);

    const stopBuild = await buildSpa(options.watch);
    stops.push(stopBuild);

    const vars: Record<string, string> = { DATABASE_URL: database.url, ...secrets, ...options.vars };
    if (database.authToken) vars.DATABASE_AUTH_TOKEN = database.authToken;
    const wrangler = await startWrangler({ port: options.port, persistTo: options.persistTo, vars, output: options.output });
    stops.push(() => wrangler.stop());
    return { url: wrangler.url, databaseUrl: database.url, seeded, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function pick(env: NodeJS.ProcessEnv, keys: (keyof LocalSecrets)[]): Partial<LocalSecrets> {
  const out: Partial<LocalSecrets> = {};
  for (const key of keys) if (env[key]) out[key] = env[key];
  return out;
}
