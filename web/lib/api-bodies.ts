// Answers that are not one JSON object: a file (a ZIP, a CSV) and a stream of JSON lines (generation, the help
// assistant). Apart from lib/api.ts so the screens that never use them (the home page first of all) do not carry
// them: they load with the screens that do.
import { ApiError, okOrThrow, type AnyResponse, type OkJson } from "./api";

/** Sends a call that answers a file: its bytes and the name the server gave it (Content-Disposition). */
export async function readFile(request: Promise<AnyResponse> | AnyResponse, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  const res = await okOrThrow(request);
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? fallbackName;
  return { blob: await res.blob(), name };
}

/**
 * Sends a call that may answer a stream of JSON lines (application/x-ndjson): each line but the last goes to
 * `onLine`, and the last is the answer, or an ApiError when it carries a `message`. A plain JSON answer (the
 * server had nothing to stream) is the answer as it is. For the JSON type of the answer, see `read`.
 */
export async function readLines<R extends AnyResponse>(request: Promise<R> | R, onLine: (line: Record<string, unknown>) => void): Promise<OkJson<R>> {
  const res = await okOrThrow(request);
  if (!(res.headers.get("Content-Type") ?? "").includes("application/x-ndjson") || !res.body) return (await res.json()) as OkJson<R>;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let last: Record<string, unknown> | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split("\n");
    buffered = done ? "" : lines.pop()!;
    for (const text of lines) {
      if (!text.trim()) continue;
      if (last) onLine(last);
      last = JSON.parse(text) as Record<string, unknown>;
    }
    if (done) break;
  }
  if (!last) throw new ApiError(res.status, "The answer was empty.");
  if (typeof last.message === "string") throw new ApiError(502, last.message);
  return last as OkJson<R>;
}
