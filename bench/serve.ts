// Requests per second and p99 latency for a published page through wrangler dev, next to (a) the Worker's floor,
// a route that answers a constant with no I/O, and (b) nginx from Debian serving the same bytes, all on loopback.
// The goal is the ratio to the floor (published page >= 0.85x). Run: node --import tsx bench/serve.ts [seconds]
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { templateDocument } from "../schema/builder-templates";
import { freePort } from "../scripts/lib/process";
import { startStack } from "../scripts/lib/stack";

const seconds = Number(process.argv[2] ?? 5);
const concurrency = 16;

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Keeps `concurrency` requests in flight for `seconds`, over keep-alive connections. */
async function load(port: number, host: string, path: string): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request({ host: "127.0.0.1", port, path, agent, headers: { Host: host } }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode === 200) latencies.push(performance.now() - started);
          else errors++;
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const worker = async () => {
    while (Date.now() < end) await one();
  };
  const t = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - t) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

async function api(base: string, path: string, body: unknown, cookie?: string) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

const dir = mkdtempSync(join(tmpdir(), "sitewright-bench-"));
chmodSync(dir, 0o755); // nginx workers run as www-data and must read the page
const port = await freePort();
const stack = await startStack({ dataDir: join(dir, "data"), persistTo: join(dir, "wrangler"), port, watch: false, output: { logFile: join(dir, "wrangler.log") } });
let nginx: ReturnType<typeof spawn> | undefined;
try {
  const base = `http://localhost:${port}`;
  const account = stack.seeded?.find((a) => a.tier === "premium");
  if (!account) throw new Error("no seeded premium account");
  const login = await api(base, "/api/login", { email: account.email, password: account.password });
  const cookie = /__Host-session=[^;]+/.exec(login.headers.get("Set-Cookie") ?? "")?.[0] ?? "";
  const site = (await (await api(base, "/api/websites", { name: "Bench Bakery", data: templateDocument(2) }, cookie)).json()) as { id: string };
  const published = (await (await api(base, `/api/websites/${site.id}/publish`, undefined, cookie)).json()) as { subdomain: string };
  const siteHost = `${published.subdomain}.localhost:${port}`;
  const page = await new Promise<string>((resolve) =>
    request({ host: "127.0.0.1", port, path: "/", headers: { Host: siteHost } }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve(body));
    }).end(),
  );

  // Warm both routes (isolate start, caches) before measuring.
  await load(port, `localhost:${port}`, "/api/health/live");
  await load(port, siteHost, "/");
  const rows: [string, Result][] = [];
  rows.push(["floor: constant Worker route", await load(port, `localhost:${port}`, "/api/health/live")]);
  rows.push(["published page (Worker)", await load(port, siteHost, "/")]);

  const nginxBin = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  if (nginxBin) {
    const nginxPort = await freePort();
    writeFileSync(join(dir, "index.html"), page);
    writeFileSync(
      join(dir, "nginx.conf"),
      `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; server { listen 127.0.0.1:${nginxPort}; root ${dir}; location / { try_files /index.html =404; } } }`,
    );
    nginx = spawn(nginxBin, ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
    await new Promise((r) => setTimeout(r, 500));
    await load(nginxPort, "localhost", "/");
    rows.push(["nginx, same bytes", await load(nginxPort, "localhost", "/")]);
  } else {
    console.log("(nginx not installed: apt-get install -y nginx to add the nginx row)");
  }

  console.log(`${seconds} s per row, ${concurrency} concurrent keep-alive connections, loopback`);
  console.log("target                          req/s    p50 ms   p99 ms  errors");
  for (const [name, r] of rows) {
    console.log(`${name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)}  ${r.p50.toFixed(2).padStart(7)}  ${r.p99.toFixed(2).padStart(7)}  ${String(r.errors).padStart(6)}`);
  }
  const floor = rows[0]![1].rps;
  const pageRps = rows[1]![1].rps;
  console.log(`\npublished page / floor: ${(pageRps / floor).toFixed(2)}x (goal >= 0.85x)`);
  if (rows[2]) console.log(`published page / nginx: ${(pageRps / rows[2][1].rps).toFixed(3)}x`);
} finally {
  nginx?.kill("SIGTERM");
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
