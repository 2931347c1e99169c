// Test guards shared by every test project: a request to anything but loopback, or a console.error the test did
// not declare, fails the test. Plain JavaScript only, so the same code runs in Node, happy-dom and workerd.
import { afterAll, afterEach, beforeEach } from "vitest";

/**
 * True for the loopback names and addresses: 127.0.0.0/8, ::1, localhost and `*.localhost` (which browsers and
 * our published-site hosts map to loopback). `host` is a URL hostname ("[::1]") or a socket host ("::1").
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (name === "::1" || name === "0:0:0:0:0:0:0:1") return true;
  const ipv4 = name.replace(/^::ffff:/, "");
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/** True when fetching `url` stays on this machine: loopback hosts, and schemes that never touch the network. */
export function isLoopbackUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return true; // not a URL the network layer could follow; the caller's own code reports it
  }
  if (!/^(https?|wss?|ftp):$/.test(parsed.protocol)) return true; // data:, blob:, file:, about:
  return isLoopbackHost(parsed.hostname);
}

/** The message a refused outbound request fails with; names the URL so the test output says what tried to leave. */
export function refusedMessage(url: string): string {
  return `outbound request refused: ${url} (tests may only reach loopback: 127.0.0.0/8, [::1], localhost, *.localhost)`;
}

let refused: string[] = [];
let errors: string[] = [];
let expected: { pattern: RegExp | string; seen: boolean }[] = [];

/** Writes down an outbound attempt; the test fails at its end even when the code under test swallowed the error. */
export function recordRefused(url: string): void {
  refused.push(url);
}

function matches(pattern: RegExp | string, text: string): boolean {
  return typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);
}

/**
 * Declares that this test logs a console.error (in a browser test also: an uncaught error or a failed response)
 * matching `pattern`, a substring or a RegExp, on purpose, because the error is the behaviour under test. The test
 * fails if no such error comes; expected errors are not printed.
 */
export function expectConsoleError(pattern: RegExp | string): void {
  expected.push({ pattern, seen: false });
}

/** console.error's arguments as one line, the way a reader of the log would see them. */
export function formatConsoleArgs(args: unknown[]): string {
  return args
    .map((arg) => {
      if (typeof arg === "string") return arg;
      if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
      try {
        return JSON.stringify(arg) ?? String(arg);
      } catch {
        return String(arg);
      }
    })
    .join(" ");
}

/**
 * Writes down one error a test produced (`kind` says where it came from: "console.error", an uncaught error in a
 * browser page); answers whether the test declared it (then it need not be printed).
 */
export function recordError(kind: string, text: string): boolean {
  const expectation = expected.find((e) => matches(e.pattern, text));
  if (expectation) {
    expectation.seen = true;
    return true;
  }
  errors.push(`unexpected ${kind}: ${text}`);
  return false;
}

/**
 * Throws, naming every problem, when this test reached beyond loopback, logged an undeclared console.error, or
 * declared an error it never logged; then starts afresh. Runs after each test; a guard's own test calls it to
 * prove that the guard reports.
 */
export function checkGuards(): void {
  const problems = [
    ...refused.map((url) => refusedMessage(url)),
    ...errors,
    ...expected.filter((e) => !e.seen).map((e) => `expected a console.error matching ${String(e.pattern)}, none was logged`),
  ];
  refused = [];
  errors = [];
  expected = [];
  if (problems.length > 0) throw new Error(`test guards:\n  ${problems.join("\n  ")}`);
}

/** The URL a fetch call is for, resolved against the page's address where there is one (happy-dom). */
function requestUrl(input: unknown): string {
  const raw = typeof input === "object" && input !== null && "url" in input ? String((input as { url: unknown }).url) : String(input);
  const base = (globalThis as { location?: { href?: string } }).location?.href;
  try {
    return new URL(raw, base).href;
  } catch {
    return raw;
  }
}

type Fetch = typeof globalThis.fetch;

/** Wraps a fetch so a non-loopback URL is refused (and recorded) before anything leaves. */
export function guardFetch(original: Fetch): Fetch {
  const guarded = (input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]) => {
    const url = requestUrl(input);
    if (!isLoopbackUrl(url)) {
      recordRefused(url);
      return Promise.reject(new TypeError(refusedMessage(url)));
    }
    return original(input, init);
  };
  return Object.assign(guarded, { guarded: true }) as unknown as Fetch;
}

/**
 * Installs the guards for one test file: fetch refuses non-loopback URLs, console.error is recorded, and every
 * test is checked at its end. Tests that replace fetch or console.error (vi.stubGlobal, vi.spyOn) get the guarded
 * versions back once they restore them.
 */
export function installGuards(): void {
  const scope = globalThis as { fetch: Fetch & { guarded?: boolean }; window?: { fetch?: Fetch } };
  if (!scope.fetch.guarded) scope.fetch = guardFetch(scope.fetch.bind(globalThis));
  if (scope.window && scope.window !== globalThis && scope.window.fetch && scope.window.fetch !== scope.fetch) {
    scope.window.fetch = guardFetch(scope.window.fetch.bind(scope.window));
  }

  const print = console.error.bind(console);
  const recording = (...args: unknown[]) => {
    if (!recordError("console.error", formatConsoleArgs(args))) print(...args);
  };
  console.error = recording;
  // A test may have left its own console.error in place (a spy it never restored): the next test is guarded again.
  beforeEach(() => {
    console.error = recording;
  });
  afterEach(() => checkGuards());
  // What arrives after the last test (a task the app left running) still fails the file.
  afterAll(() => checkGuards());
}
