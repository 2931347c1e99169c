// Starts `wrangler dev` in its own process group (stopping `npx wrangler` alone leaves workerd running) and
// waits until the app answers /api/health.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { root, waitFor } from "./process";

export interface WranglerOptions {
  port: number;
  persistTo: string;
  vars: Record<string, string>;
  /** Where wrangler's output goes: the terminal, or a log file (tests). */
  output: "inherit" | { logFile: string };
}

export interface Wrangler {
  url: string;
  stop(): Promise<void>;
}

export async function startWrangler(options: WranglerOptions): Promise<Wrangler> {
  const args = [
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(options.port),
    "--persist-to",
    options.persistTo,
    "--show-interactive-dev-session=false",
    ...Object.entries(options.vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
  ];
  const child = spawn(join(root, "node_modules/.bin/wrangler"), args, {
    cwd: root,
    detached: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", FORCE_COLOR: "0" },
    stdio: options.output === "inherit" ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
  });
  if (options.output !== "inherit") {
    const log = createWriteStream(options.output.logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://localhost:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    // Negative pid: the whole group, so workerd goes too.
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitFor(`http://127.0.0.1:${options.port}/api/health`, 60_000, () => child.exitCode !== null);
  } catch (err) {
    await stop();
    throw new Error(`wrangler dev did not start on port ${options.port}: ${err instanceof Error ? err.message : err}`);
  }
  return { url, stop };
}

/** `wrangler deploy --dry-run`: bundles the Worker offline as a deploy would, into `outdir`, and prints what it binds. */
export function dryRunDeploy(outdir: string, extra: string[] = []): { status: number | null; output: string } {
  const run = spawnSync(join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--outdir", outdir, ...extra], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", FORCE_COLOR: "0" },
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}
