// Proves the Worker tests' guard covers the code under test, not only the test's own fetches: the app's own DNS
// lookup, left on its default resolver on the internet, is refused before anything leaves, and the test would fail
// naming the URL. One plain request, refused at once: nothing here waits on a deadline or a retry.
import { describe, expect, it } from "vitest";
import { checkGuards } from "../../test/guards";
import { DnsLookupError, lookup } from "../domains/doh";

describe("the Worker's outbound guard", () => {
  it("refuses the app's own request to the internet and reports it", async () => {
    const refused = await lookup(undefined, "example.com", "TXT").catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DnsLookupError);
    expect((refused as Error).message).toBe("The DNS lookup failed. Please try again.");
    expect(() => checkGuards()).toThrow(
      "test guards:\n  outbound request refused: https://cloudflare-dns.com/dns-query?name=example.com&type=TXT (tests may only reach loopback: 127.0.0.0/8, [::1], localhost, *.localhost)",
    );
  });
});
