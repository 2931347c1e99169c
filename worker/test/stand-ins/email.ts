// A loopback stand-in for an HTTP email API in Resend's shape (POST /emails { from, to, subject, text } with a
// bearer key `re_test`). Runs in Node. GET /__sent lists what was accepted; POST /__status { status } makes the
// next sends answer that status.
import { startJsonServer } from "./json-server";

export const EMAIL_TEST_KEY = "re_test";

export async function startEmailStandIn(): Promise<{ url: string; stop(): Promise<void> }> {
  const sent: unknown[] = [];
  let status = 200;
  const server = await startJsonServer((req, send) => {
    if (req.path === "/__sent") return send(200, sent);
    if (req.path === "/__status") {
      status = Number((JSON.parse(req.raw) as { status: number }).status);
      return send(200, {});
    }
    if (req.path !== "/emails" || req.method !== "POST") return send(404, { message: "Not found" });
    if (req.headers.authorization !== `Bearer ${EMAIL_TEST_KEY}`) return send(401, { message: "API key is invalid" });
    if (status !== 200) return send(status, { message: "failed" });
    sent.push(JSON.parse(req.raw));
    send(200, { id: `email-${sent.length}` });
  });
  return { url: `${server.origin}/emails`, stop: server.stop };
}
