// A loopback stand-in for Safaricom's Daraja API (OAuth, STK push, STK query), and the payer's phone. Runs in Node.
// Credentials are "test-key" / "test-secret".
// - A push is accepted unless scripted otherwise (POST /__script { pushRefusal: { status, body } | null }); a
//   query answers "being processed" until the payer answers.
// - The payer answers with POST /__result { id, code, callback? } (code 0 pays; 1032 cancelled, 1037 unreachable,
//   2001 wrong PIN, 1 not enough money), or on the phone page GET /phone (the prompts waiting, with a button per
//   answer). `callback: true` (the phone page always) also posts Daraja's callback to the push's CallBackURL.
// - POST /__script { queryFailure: { status?, hangMs? } | null } makes queries fail or hang; GET /__calls lists
//   every API call; GET /__callback?id= answers the callback body Daraja would send for an answered prompt.
import { createServer, type Server } from "node:http";

export interface DarajaStandIn {
  url: string;
  stop(): Promise<void>;
}

export const DARAJA_TEST_KEY = "test-key";
export const DARAJA_TEST_SECRET = "test-secret";

const answers: [number, string][] = [
  [0, "Pay (enter PIN)"],
  [1032, "Cancel"],
  [2001, "Wrong PIN"],
  [1, "Not enough money"],
  [1037, "No answer"],
];

interface Push {
  id: string;
  phone: string;
  amount: number;
  callbackUrl: string;
  description: string;
  code: number | null;
  receipt: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export async function startDarajaStandIn(): Promise<DarajaStandIn> {
  const calls: { path: string; auth: string | undefined; body: unknown }[] = [];
  const pushes = new Map<string, Push>();
  let pushRefusal: { status: number; body: unknown } | null = null;
  let queryFailure: { status?: number; hangMs?: number } | null = null;
  let tokenCount = 0;
  let pushCount = 0;

  function callbackBody(push: Push) {
    const paid = push.code === 0;
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: `mr-${push.id}`,
          CheckoutRequestID: push.id,
          ResultCode: push.code,
          ResultDesc: paid ? "The service request is processed successfully." : "Request cancelled by user",
          ...(paid && {
            CallbackMetadata: {
              Item: [
                { Name: "Amount", Value: push.amount },
                { Name: "MpesaReceiptNumber", Value: push.receipt },
                { Name: "TransactionDate", Value: 20261124120000 },
                { Name: "PhoneNumber", Value: Number(push.phone) },
              ],
            },
          }),
        },
      },
    };
  }

  /** The payer answers the prompt; with `callback`, Daraja then tells the app (and waits for its answer). */
  async function answer(id: string, code: number, callback: boolean): Promise<number | null> {
    const push = pushes.get(id);
    if (!push) return null;
    push.code = code;
    if (code === 0) push.receipt = `SW${Math.random().toString(36).slice(2, 10)}`.toUpperCase();
    if (!callback) return 200;
    try {
      const res = await fetch(push.callbackUrl, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(callbackBody(push)), signal: AbortSignal.timeout(15_000) });
      await res.body?.cancel();
      return res.status;
    } catch {
      return 0;
    }
  }

  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? "/", "http://x");
    const send = (status: number, payload: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    const json = () => (raw ? (JSON.parse(raw) as Record<string, unknown>) : {});

    // Browsers ask every page's host for an icon; the stand-in has none to give.
    if (url.pathname === "/favicon.ico") {
      res.writeHead(204);
      return res.end();
    }
    if (url.pathname === "/__script") {
      const body = json();
      if ("pushRefusal" in body) pushRefusal = (body.pushRefusal as typeof pushRefusal) ?? null;
      if ("queryFailure" in body) queryFailure = (body.queryFailure as typeof queryFailure) ?? null;
      return send(200, {});
    }
    if (url.pathname === "/__result") {
      const { id, code, callback } = json() as { id: string; code: number; callback?: boolean };
      const status = await answer(id, code, Boolean(callback));
      return send(status === null ? 404 : 200, { callbackStatus: status });
    }
    if (url.pathname === "/__calls") return send(200, calls);
    if (url.pathname === "/__callback") {
      const push = pushes.get(url.searchParams.get("id") ?? "");
      return push && push.code !== null ? send(200, callbackBody(push)) : send(404, {});
    }
    if (url.pathname === "/phone") {
      if (req.method === "POST") {
        const form = new URLSearchParams(raw);
        await answer(form.get("id") ?? "", Number(form.get("code")), true);
        res.writeHead(303, { Location: "/phone" });
        return res.end();
      }
      const waiting = [...pushes.values()].filter((p) => p.code === null);
      const items = waiting
        .map(
          (p) =>
            `<li><p><strong>Pay KES ${p.amount.toLocaleString("en-US")}</strong> to Sitewright for ${escapeHtml(p.description)}? (${escapeHtml(p.phone)})</p>` +
            answers.map(([code, label]) => `<form method="post"><input type="hidden" name="id" value="${escapeHtml(p.id)}"><input type="hidden" name="code" value="${code}"><button>${label}</button></form>`).join("") +
            "</li>",
        )
        .join("");
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="3"><title>Phone</title>` +
          `<style>body{font:16px system-ui,sans-serif;max-width:24rem;margin:2rem auto;padding:0 1rem}form{display:inline-block;margin:.2rem}button{padding:.5rem .8rem}li{margin-bottom:1.5rem}</style></head>` +
          `<body><p>Test phone: a stand-in for the M-Pesa prompt. No real money moves.</p><h1>M-Pesa prompts</h1><ul>${items || "<li>No prompt is waiting.</li>"}</ul></body></html>`,
      );
    }

    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    calls.push({ path: url.pathname, auth: req.headers.authorization, body });

    if (url.pathname === "/oauth/v1/generate") {
      if (req.headers.authorization !== `Basic ${Buffer.from(`${DARAJA_TEST_KEY}:${DARAJA_TEST_SECRET}`).toString("base64")}`) {
        return send(400, { errorCode: "400.008.01", errorMessage: "Invalid Authentication passed" });
      }
      return send(200, { access_token: `token-${++tokenCount}`, expires_in: "3599" });
    }
    if (!req.headers.authorization?.startsWith("Bearer token-")) return send(401, { errorCode: "404.001.03", errorMessage: "Invalid Access Token" });
    if (url.pathname === "/mpesa/stkpush/v1/processrequest") {
      if (pushRefusal) return send(pushRefusal.status, pushRefusal.body);
      const n = ++pushCount;
      const id = `ws_CO_test_${n}_${Math.random().toString(36).slice(2, 8)}`;
      const b = body as Record<string, unknown>;
      pushes.set(id, { id, phone: String(b.PhoneNumber), amount: Number(b.Amount), callbackUrl: String(b.CallBackURL), description: String(b.TransactionDesc), code: null, receipt: null });
      return send(200, {
        MerchantRequestID: `mr-${n}`,
        CheckoutRequestID: id,
        ResponseCode: "0",
        ResponseDescription: "Success. Request accepted for processing",
        CustomerMessage: "Success. Request accepted for processing",
      });
    }
    if (url.pathname === "/mpesa/stkpushquery/v1/query") {
      if (queryFailure) {
        if (queryFailure.hangMs) await new Promise((resolve) => setTimeout(resolve, queryFailure!.hangMs));
        return send(queryFailure.status ?? 500, { requestId: "q", errorCode: "500.003.02", errorMessage: "System is busy. Please try again in few minutes." });
      }
      const id = String((body as { CheckoutRequestID?: string }).CheckoutRequestID);
      const code = pushes.get(id)?.code ?? null;
      if (code === null) return send(500, { requestId: "q", errorCode: "500.001.1001", errorMessage: "The transaction is being processed" });
      return send(200, {
        ResponseCode: "0",
        ResponseDescription: "The service request has been accepted successsfully",
        MerchantRequestID: "mr",
        CheckoutRequestID: id,
        ResultCode: String(code),
        ResultDesc: code === 0 ? "The service request is processed successfully." : "Request cancelled by user",
      });
    }
    send(404, { errorMessage: "no such stand-in route" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
