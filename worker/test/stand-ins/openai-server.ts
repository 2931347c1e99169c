// A loopback server that speaks the OpenAI HTTP API (Chat Completions, Images) for tests. Runs in Node. A test
// scripts what the next calls answer with POST /__script, and reads what was asked with GET /__requests.
import { createServer, type Server } from "node:http";

export interface ScriptedReply {
  /** The assistant message content (chat) or the image payload (images). */
  content?: string;
  status?: number;
  /** Wait this long before answering, to exercise deadlines. */
  delayMs?: number;
  /** Raw body to send instead of a well-formed completion. */
  raw?: string;
  /** A streamed answer waits this long between its pieces, so a test can read the first before the last is sent. */
  pieceDelayMs?: number;
}

export interface OpenAiStandIn {
  url: string;
  stop(): Promise<void>;
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const queue: ScriptedReply[] = [];
  const requests: unknown[] = [];
  /** Streamed answers sent to their end (GET /__finished). */
  let finished = 0;
  const server: Server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? "/", "http://x");
    const send = (status: number, payload: string) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(payload);
    };
    if (url.pathname === "/__script" && req.method === "POST") {
      queue.length = 0;
      requests.length = 0;
      finished = 0;
      queue.push(...(JSON.parse(body) as ScriptedReply[]));
      return send(200, "{}");
    }
    if (url.pathname === "/__requests") return send(200, JSON.stringify(requests));
    if (url.pathname === "/__finished") return send(200, JSON.stringify({ finished }));
    if (req.headers.authorization !== "Bearer test-key") {
      return send(401, JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }));
    }
    requests.push({ path: url.pathname, body: body ? JSON.parse(body) : null });
    const reply = queue.shift() ?? { status: 500, content: "no scripted reply" };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    if (reply.raw !== undefined) return send(reply.status ?? 200, reply.raw);
    if ((reply.status ?? 200) !== 200) {
      return send(reply.status ?? 500, JSON.stringify({ error: { message: reply.content ?? "error", type: "server_error" } }));
    }
    if (url.pathname === "/v1/chat/completions" && (JSON.parse(body) as { stream?: boolean }).stream) {
      // Server-sent events as the API streams them: the content in pieces, then [DONE].
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      const content = reply.content ?? "";
      const pieces = Math.max(1, Math.min(8, content.length));
      const size = Math.ceil(content.length / pieces);
      const chunk = (delta: object, finish: string | null) =>
        `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1_700_000_000, model: "test-model", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: "assistant", content: "" }, null));
      for (let i = 0; i < content.length; i += size) {
        if (i > 0 && reply.pieceDelayMs) await new Promise((r) => setTimeout(r, reply.pieceDelayMs));
        if (res.destroyed) return;
        res.write(chunk({ content: content.slice(i, i + size) }, null));
      }
      res.write(chunk({}, "stop"));
      finished++;
      return res.end("data: [DONE]\n\n");
    }
    if (url.pathname === "/v1/chat/completions") {
      return send(
        200,
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          created: 1_700_000_000,
          model: "test-model",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: reply.content ?? "" } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    }
    if (url.pathname === "/v1/images/generations") {
      return send(200, JSON.stringify({ created: 1_700_000_000, data: [{ b64_json: reply.content ?? "" }] }));
    }
    send(404, JSON.stringify({ error: { message: "not found" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
