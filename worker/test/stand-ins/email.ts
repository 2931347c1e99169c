// A loopback stand-in for an HTTP email API in Resend's shape (POST /emails { from, to, subject, text } with a
// bearer key `re_test`). Runs in Node. GET /__sent lists what was accepted; POST /__status { status } makes the
// next sends answer that status.
import { createServer, type Server } from "node:http";

export const EMAIL_TEST_KEY = "re_test";

export async function startEmailStandIn(): Promise<{ url: string; stop(): Promise<void> }> {
  const sent: unknown[] = [];
  let status = 200;
  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? "/", "http://x");
    const send = (code: number, payload: unknown) => {
      res.writeHead(code, { "Content-Type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    if (url.pathname === "/__sent") return send(200, sent);
    if (url.pathname === "/__status") {
      status = Number((JSON.parse(raw) as { status: number }).status);
      return send(200, {});
    }
    if (url.pathname !== "/emails" || req.method !== "POST") return send(404, { message: "Not found" });
    if (req.headers.authorization !== `Bearer ${EMAIL_TEST_KEY}`) return send(401, { message: "API key is invalid" });
    if (status !== 200) return send(status, { message: "failed" });
    sent.push(JSON.parse(raw));
    send(200, { id: `email-${sent.length}` });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/emails`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
