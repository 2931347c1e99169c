import { describe, expect, it } from "vitest";
import { readSessionId } from "./session";

const id = "A".repeat(21) + "b_-".repeat(7) + "z";

describe("readSessionId", () => {
  it("reads our cookie among others, around the separators RFC 6265 allows", () => {
    expect(readSessionId(`theme=dark;  __Host-session=${id}\t; other=1`)).toBe(id);
    expect(readSessionId(`__Host-session=${id}`)).toBe(id);
  });

  it.each(["\u2000", "\u00a0", "\u3000", "\ufeff", "\u000b", "\u2028"])(
    "treats a name padded with U+%s as a look-alike and answers nobody",
    (space) => {
      expect(readSessionId(`${space}__Host-session=${id}`)).toBeNull();
      expect(readSessionId(`__Host-session${space}=${id}`)).toBeNull();
      // Even beside the real cookie: which one to trust is not guessed.
      expect(readSessionId(`__Host-session=${id}; ${space}__Host-session=${id}`)).toBeNull();
    },
  );

  it("refuses a value that is not a session id", () => {
    expect(readSessionId(`__Host-session=${id.slice(1)}`)).toBeNull();
    expect(readSessionId(`__Host-session=${id}\u00a0`)).toBeNull();
  });
});
