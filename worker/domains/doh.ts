// DNS lookups over HTTPS, in the JSON form Cloudflare's and Google's public resolvers answer
// (`GET ?name=...&type=TXT`, `Accept: application/dns-json`). The resolver is a setting (DOH_URL); tests point it
// at a loopback stand-in. A Worker cannot send DNS queries itself, and an HTTPS resolver also cannot be fooled by
// whatever resolver the host machine happens to use.

export const DEFAULT_DOH_URL = "https://cloudflare-dns.com/dns-query";
/** A lookup that has not answered by then is reported as such; the owner can try again. */
const DEADLINE_MS = 5_000;

export type RecordType = "TXT" | "A" | "AAAA" | "CNAME";
const typeCodes: Record<RecordType, number> = { A: 1, CNAME: 5, TXT: 16, AAAA: 28 };

/** A lookup that could not be made (timeout, resolver down): not the same as "no such record". */
export class DnsLookupError extends Error {}

interface DohAnswer {
  Status?: number;
  Answer?: { name?: string; type?: number; data?: string }[];
}

/**
 * The records of one type at a name: TXT strings unquoted and joined (a long value arrives split into quoted
 * pieces), host names without their final dot. Empty when the name or the record does not exist.
 */
export async function lookup(resolverUrl: string | undefined, name: string, type: RecordType): Promise<string[]> {
  const url = new URL(resolverUrl || DEFAULT_DOH_URL);
  url.searchParams.set("name", name);
  url.searchParams.set("type", type);
  let res: Response;
  try {
    res = await fetch(url, { headers: { Accept: "application/dns-json" }, signal: AbortSignal.timeout(DEADLINE_MS) });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
    throw new DnsLookupError(timedOut ? "The DNS lookup did not answer in time. Please try again." : "The DNS lookup failed. Please try again.");
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new DnsLookupError("The DNS lookup failed. Please try again.");
  }
  let body: DohAnswer;
  try {
    body = (await res.json()) as DohAnswer;
  } catch {
    throw new DnsLookupError("The DNS lookup failed. Please try again.");
  }
  // 0 is NOERROR, 3 is NXDOMAIN (the name does not exist); anything else is the resolver failing.
  if (body.Status !== 0 && body.Status !== 3) throw new DnsLookupError("The DNS lookup failed. Please try again.");
  return (body.Answer ?? [])
    .filter((a) => a.type === typeCodes[type] && typeof a.data === "string")
    .map((a) => (type === "TXT" ? unquote(a.data!) : a.data!.toLowerCase().replace(/\.$/, "")));
}

/** `"part one" "part two"` -> `part onepart two`; an unquoted value is kept as it is. */
function unquote(data: string): string {
  const pieces = [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1"));
  return pieces.length > 0 ? pieces.join("") : data;
}
