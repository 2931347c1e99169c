// Loopback stand-ins for the two services custom domains use, speaking their HTTP APIs. Runs in Node.
// - DNS over HTTPS (JSON API, as cloudflare-dns.com answers): GET /dns-query?name=&type=. Tests set the records
//   with POST /__records ({ "<name>": { "TXT": [...], "A": [...], "CNAME": [...] } }) and a delay with
//   POST /__delay ({ "ms": 8000 }); POST /__status ({ "status": 2 }) makes the resolver fail (SERVFAIL).
// - Cloudflare for SaaS custom hostnames: /client/v4/zones/<zone>/custom_hostnames[/<id>]. New hostnames start
//   pending; tests move them with POST /__hostnames ({ "<hostname>": { "status": "active", "ssl": "active" } }),
//   read every call with GET /__calls, and make creation fail with POST /__refuse ({ "message": "..." }).
import { createServer, type Server } from "node:http";

const typeCodes: Record<string, number> = { A: 1, CNAME: 5, TXT: 16, AAAA: 28 };

export interface DomainStandIns {
  dohUrl: string;
  cfApiUrl: string;
  stop(): Promise<void>;
}

export const CF_TEST_TOKEN = "cf-test-token";

export async function startDomainStandIns(): Promise<DomainStandIns> {
  let records: Record<string, Record<string, string[]>> = {};
  let delayMs = 0;
  let dnsStatus = 0;
  const hostnames = new Map<string, { id: string; hostname: string; status: string; ssl: string }>();
  const calls: { method: string; path: string; body: unknown }[] = [];
  let refusal: string | null = null;
  let counter = 0;

  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const url = new URL(req.url ?? "/", "http://x");
    const send = (status: number, payload: unknown, type = "application/json") => {
      if (res.destroyed) return;
      res.writeHead(status, { "Content-Type": type });
      res.end(JSON.stringify(payload));
    };

    // Scripting.
    if (url.pathname === "/__records") {
      records = body as typeof records;
      delayMs = 0;
      dnsStatus = 0;
      return send(200, {});
    }
    if (url.pathname === "/__delay") {
      delayMs = Number((body as { ms: number }).ms);
      return send(200, {});
    }
    if (url.pathname === "/__status") {
      dnsStatus = Number((body as { status: number }).status);
      return send(200, {});
    }
    if (url.pathname === "/__hostnames") {
      for (const [name, state] of Object.entries(body as Record<string, { status: string; ssl: string }>)) {
        const known = [...hostnames.values()].find((h) => h.hostname === name);
        if (known) Object.assign(known, state);
      }
      return send(200, {});
    }
    if (url.pathname === "/__refuse") {
      refusal = (body as { message: string | null }).message;
      return send(200, {});
    }
    if (url.pathname === "/__calls") return send(200, calls);

    // DNS over HTTPS.
    if (url.pathname === "/dns-query") {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const name = (url.searchParams.get("name") ?? "").toLowerCase();
      const type = url.searchParams.get("type") ?? "A";
      const found = records[name]?.[type] ?? [];
      const answer = found.map((data) => ({ name: `${name}.`, type: typeCodes[type], TTL: 300, data: type === "TXT" ? `"${data}"` : data }));
      return send(200, { Status: dnsStatus || (records[name] ? 0 : 3), Answer: answer.length ? answer : undefined }, "application/dns-json");
    }

    // Cloudflare custom hostnames.
    const cf = /^\/client\/v4\/zones\/([^/]+)\/custom_hostnames(?:\/([^/]+))?$/.exec(url.pathname);
    if (cf) {
      calls.push({ method: req.method ?? "GET", path: url.pathname, body });
      if (req.headers.authorization !== `Bearer ${CF_TEST_TOKEN}`) {
        return send(403, { success: false, errors: [{ code: 10000, message: "Authentication error" }] });
      }
      const view = (h: { id: string; hostname: string; status: string; ssl: string }) => ({
        id: h.id,
        hostname: h.hostname,
        status: h.status,
        ssl: { status: h.ssl, method: "http", type: "dv" },
      });
      const [, , id] = cf;
      if (req.method === "POST" && !id) {
        if (refusal) return send(400, { success: false, errors: [{ code: 1409, message: refusal }] });
        const hostname = String((body as { hostname: string }).hostname);
        const created = { id: `cfh-${++counter}`, hostname, status: "pending", ssl: "pending_validation" };
        hostnames.set(created.id, created);
        return send(200, { success: true, errors: [], result: view(created) });
      }
      const known = id ? hostnames.get(id) : undefined;
      if (!known) return send(404, { success: false, errors: [{ code: 1436, message: "The custom hostname was not found." }] });
      if (req.method === "GET") return send(200, { success: true, errors: [], result: view(known) });
      if (req.method === "DELETE") {
        hostnames.delete(known.id);
        return send(200, { success: true, errors: [], result: { id: known.id } });
      }
    }
    send(404, { error: "no such stand-in route" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    dohUrl: `http://127.0.0.1:${port}/dns-query`,
    cfApiUrl: `http://127.0.0.1:${port}/client/v4`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
