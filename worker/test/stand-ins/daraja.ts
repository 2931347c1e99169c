// A loopback stand-in for Safaricom's Daraja API (OAuth, STK push, STK query). Runs in Node. Credentials are
// "test-key" / "test-secret". Tests script how the next pushes go with POST /__script ({ "push": {...}, "query":
// {...} }) and read every call with GET /__calls. A push is accepted unless scripted otherwise; a query answers
// "being processed" until a result is scripted for that CheckoutRequestID (POST /__result { id, code }).
import { createServer, type Server } from "node:http";

export interface DarajaStandIn {
  url: string;
  stop(): Promise<void>;
}

export async function startDarajaStandIn(): Promise<DarajaStandIn> {
  const calls: { path: string; auth: string | undefined; body: unknown }[] = [];
  const results = new Map<string, number>();
  let pushRefusal: { status: number; body: unknown } | null = null;
  let tokenCount = 0;
  let pushCount = 0;

  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const url = new URL(req.url ?? "/", "http://x");
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    if (url.pathname === "/__script") {
      pushRefusal = (body as { pushRefusal?: { status: number; body: unknown } | null }).pushRefusal ?? null;
      return send(200, {});
    }
    if (url.pathname === "/__result") {
      const { id, code } = body as { id: string; code: number };
      results.set(id, code);
      return send(200, {});
    }
    if (url.pathname === "/__calls") return send(200, calls);
    calls.push({ path: url.pathname, auth: req.headers.authorization, body });

    if (url.pathname === "/oauth/v1/generate") {
      if (req.headers.authorization !== `Basic ${Buffer.from("test-key:test-secret").toString("base64")}`) return send(400, { errorCode: "400.008.01", errorMessage: "Invalid Authentication passed" });
      return send(200, { access_token: `token-${++tokenCount}`, expires_in: "3599" });
    }
    if (!req.headers.authorization?.startsWith("Bearer token-")) return send(401, { errorCode: "404.001.03", errorMessage: "Invalid Access Token" });
    if (url.pathname === "/mpesa/stkpush/v1/processrequest") {
      if (pushRefusal) return send(pushRefusal.status, pushRefusal.body);
      const n = ++pushCount;
      return send(200, {
        MerchantRequestID: `mr-${n}`,
        CheckoutRequestID: `ws_CO_test_${n}`,
        ResponseCode: "0",
        ResponseDescription: "Success. Request accepted for processing",
        CustomerMessage: "Success. Request accepted for processing",
      });
    }
    if (url.pathname === "/mpesa/stkpushquery/v1/query") {
      const id = String((body as { CheckoutRequestID?: string }).CheckoutRequestID);
      const code = results.get(id);
      if (code === undefined) return send(500, { requestId: "q", errorCode: "500.001.1001", errorMessage: "The transaction is being processed" });
      return send(200, { ResponseCode: "0", ResponseDescription: "The service request has been accepted successsfully", MerchantRequestID: "mr", CheckoutRequestID: id, ResultCode: String(code), ResultDesc: code === 0 ? "The service request is processed successfully." : "Request cancelled by user" });
    }
    send(404, { errorMessage: "no such stand-in route" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
