// The loopback server under the small JSON stand-ins (email, Turnstile): it reads each request whole and hands its
// method, path and body to the stand-in, which answers with send(status, payload). Runs in Node.
import { createServer, type Server } from "node:http";

export interface StandInRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  raw: string;
}

export type Send = (status: number, payload: unknown) => void;

/** Listens on a free loopback port; answers its origin (`http://127.0.0.1:<port>`) and how to stop it. */
export async function startJsonServer(handle: (req: StandInRequest, send: Send) => void): Promise<{ origin: string; stop(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const send: Send = (status, payload) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    handle({ method: req.method ?? "GET", path: new URL(req.url ?? "/", "http://x").pathname, headers: req.headers, raw }, send);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
