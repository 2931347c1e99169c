import { describe, expect, it } from "vitest";
import { base64, base64url, fromBase64, fromBase64url, hex, sha256 } from "./bytes";

describe("bytes as text", () => {
  const bytes = new Uint8Array([0, 15, 16, 250, 251, 255, 62, 63]);

  it("writes hex, base64 and base64url as the standards do, and reads them back", () => {
    expect(hex(bytes)).toBe("000f10fafbff3e3f");
    expect(base64(bytes)).toBe("AA8Q+vv/Pj8=");
    expect(base64url(bytes)).toBe("AA8Q-vv_Pj8");
    expect(fromBase64("AA8Q+vv/Pj8=")).toEqual(bytes);
    expect(fromBase64url("AA8Q-vv_Pj8")).toEqual(bytes);
  });

  it("takes large inputs without overflowing the stack", () => {
    const big = new Uint8Array(200_000).fill(7);
    expect(fromBase64(base64(big))).toEqual(big);
  });

  it("digests text as UTF-8", async () => {
    expect(hex(await sha256("abc"))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
