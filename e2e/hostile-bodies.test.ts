// The local runtime survives hostile request bodies: oversized uploads (signed out, signed in, chunked), large
// bodies sent to pages that take none, and bodies cut off half-way; afterwards it still answers the API and a
// published site. Plain sockets, no browser: a browser would never send most of these.
import { request } from "node:http";
import { connect } from "node:net";
import { describe, expect, inject, it } from "vitest";
import { templateDocument } from "../schema/builder-templates";

const baseUrl = inject("baseUrl");
const port = Number(new URL(baseUrl).port);
const MB = 1024 * 1024;

interface Sent {
  path: string;
  host?: string;
  headers?: Record<string, string>;
  /** The body's size; with `chunked` it goes without a Content-Length. */
  size: number;
  chunked?: boolean;
  /** Send only this many bytes of the promised body, then drop the connection. */
  abortAfter?: number;
}

/** A request, and the status it must get (null: we drop the connection before any answer). */
type Attack = [name: string, sent: Sent, status: number | null];

/**
 * Sends a POST over a plain socket and answers its status, or null when we dropped the connection first. The body
 * keeps coming until the server answers (a browser stops then), so an early answer is an early answer.
 */
function post(sent: Sent): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let finished = false;
    const finish = (status: number | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to POST ${sent.path} within 20 s`));
    }, 20_000);
    const head = [
      `POST ${sent.path} HTTP/1.1`,
      `Host: ${sent.host ?? `localhost:${port}`}`,
      sent.chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${sent.size}`,
      ...Object.entries(sent.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
      "Connection: close",
      "",
      "",
    ].join("\r\n");
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let written = 0;
    const stopAt = sent.abortAfter ?? sent.size;
    const pump = () => {
      while (written < stopAt && !finished) {
        const n = Math.min(chunk.byteLength, stopAt - written);
        written += n;
        const piece = chunk.subarray(0, n);
        const more = sent.chunked ? socket.write(`${n.toString(16)}\r\n`) && socket.write(piece) && socket.write("\r\n") : socket.write(piece);
        if (!more) return void socket.once("drain", pump);
      }
      if (finished) return;
      // Half-sent: give the server a moment to start reading, then vanish.
      if (sent.abortAfter !== undefined) setTimeout(() => finish(null), 50);
      else if (sent.chunked) socket.write("0\r\n\r\n");
    };
    socket.on("connect", () => {
      socket.write(head);
      pump();
    });
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(answer);
      if (status && answer.includes("\r\n\r\n")) finish(Number(status[1]));
    });
    // A server that answers early may close while we are still writing; what it answered counts.
    socket.on("error", () => finish(Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0)));
    socket.on("close", () => finish(Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0)));
  });
}

async function postJson(path: string, body: unknown, cookie?: string): Promise<Response> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** A GET over a fresh connection: the status the runtime gives the next, unrelated visitor. */
function statusOf(path: string, host = `localhost:${port}`): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { Host: host }, agent: false, timeout: 20_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    // A runtime that is gone answers nothing: 0.
    req.on("error", () => resolve(0));
    req.on("timeout", () => req.destroy());
    req.end();
  });
}

describe("hostile request bodies", () => {
  it("refuses twenty rounds of oversized and half-sent bodies, and the API and a published site still answer", { timeout: 300_000 }, async () => {
    const account = inject("accounts").find((a) => a.tier === "premium");
    if (!account) throw new Error("no seeded premium account");
    const login = await postJson("/api/login", { email: account.email, password: account.password });
    const cookie = /__Host-session=[^;]+/.exec(login.headers.get("Set-Cookie") ?? "")?.[0] ?? "";
    const site = (await (await postJson("/api/websites", { name: "Hostile Bodies Bakery", data: templateDocument(2) }, cookie)).json()) as { id: string };
    const { subdomain } = (await (await postJson(`/api/websites/${site.id}/publish`, undefined, cookie)).json()) as { subdomain: string };
    const siteHost = `${subdomain}.localhost:${port}`;
    expect([await statusOf("/api/health"), await statusOf("/", siteHost)]).toEqual([200, 200]);

    const image = { "Content-Type": "image/png", Origin: baseUrl };
    const signedIn = { ...image, Cookie: cookie };
    const rounds: Attack[][] = Array.from({ length: 20 }, (_, i) => [
      // Oversized uploads: whoever is asking is known before a byte is read, and the size from the header.
      ([
        ["signed-out 6 MB upload", { path: "/api/uploads", headers: image, size: 6 * MB }, 401],
        ["signed-in 6 MB upload", { path: "/api/uploads", headers: signedIn, size: 6 * MB }, 413],
        ["signed-in 6 MB chunked upload", { path: "/api/uploads", headers: signedIn, size: 6 * MB, chunked: true }, 413],
      ] satisfies Attack[])[i % 3]!,
      // Large bodies where no body belongs: an app page, a published site, a JSON route over its 1 MB.
      ([
        ["6 MB to an app page", { path: "/", headers: { Origin: baseUrl }, size: 6 * MB }, 405],
        ["6 MB to a published site", { path: "/", host: siteHost, size: 6 * MB }, 405],
        ["2 MB of JSON", { path: "/api/websites", headers: { "Content-Type": "application/json", Origin: baseUrl, Cookie: cookie }, size: 2 * MB }, 413],
      ] satisfies Attack[])[i % 3]!,
      // Bodies that stop half-way: the client is gone, so there is no answer to read.
      ([
        ["half-sent upload", { path: "/api/uploads", headers: signedIn, size: 4 * MB, abortAfter: MB }, null],
        ["half-sent log-in", { path: "/api/login", headers: { "Content-Type": "application/json", Origin: baseUrl }, size: 500_000, abortAfter: 1000 }, null],
      ] satisfies Attack[])[i % 2]!,
    ]);

    const seen: (string | number | null)[][] = [];
    const expected: (string | number | null)[][] = [];
    for (const [round, attacks] of rounds.entries()) {
      for (const [name, sent, status] of attacks) {
        seen.push([round, name, await post(sent)]);
        expected.push([round, name, status]);
      }
      // The next, unrelated request is answered normally.
      seen.push([round, "health", await statusOf("/api/health")]);
      expected.push([round, "health", 200]);
    }
    expect(seen).toEqual(expected);
    expect([await statusOf("/api/health"), await statusOf("/", siteHost), await statusOf("/login")]).toEqual([200, 200, 200]);
  });
});
