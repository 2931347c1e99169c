// A loopback stand-in for Cloudflare Turnstile's siteverify (POST, form-encoded secret, response and remoteip;
// answers { success, "error-codes" }). Runs in Node. The secret TURNSTILE_TEST_SECRET is the only valid one, and
// TURNSTILE_PASS the only response token that passes, as Cloudflare's own test keys behave. GET /__calls lists
// every verification asked for.
import { startJsonServer } from "./json-server";

export const TURNSTILE_TEST_SECRET = "0x4AAAAAAAturnstile-test-secret";
export const TURNSTILE_PASS = "XXXX.DUMMY.TOKEN.XXXX";

export async function startTurnstileStandIn(): Promise<{ url: string; stop(): Promise<void> }> {
  const calls: Record<string, string>[] = [];
  const server = await startJsonServer((req, send) => {
    if (req.path === "/__calls") return send(200, calls);
    if (req.path !== "/turnstile/v0/siteverify" || req.method !== "POST") return send(404, { success: false, "error-codes": ["not-found"] });
    const form = Object.fromEntries(new URLSearchParams(req.raw));
    calls.push(form);
    if (form.secret !== TURNSTILE_TEST_SECRET) return send(200, { success: false, "error-codes": ["invalid-input-secret"] });
    if (form.response !== TURNSTILE_PASS) return send(200, { success: false, "error-codes": ["invalid-input-response"] });
    send(200, { success: true, challenge_ts: new Date().toISOString(), hostname: "example.com", "error-codes": [] });
  });
  return { url: `${server.origin}/turnstile/v0/siteverify`, stop: server.stop };
}
