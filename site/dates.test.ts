import { describe, expect, it } from "vitest";
import { machineDate } from "./dates";

describe("machine dates", () => {
  it("reads ISO days and months, and the day or month written in English words", () => {
    const read = ["2026-03-14", "2026-03", "14 March 2026", "14th Mar. 2026", "March 14, 2026", "Sept 2nd, 2026", "  March   2026 ", "1 january 2026"].map(machineDate);
    expect(read).toEqual(["2026-03-14", "2026-03", "2026-03-14", "2026-03-14", "2026-03-14", "2026-09-02", "2026-03", "2026-01-01"]);
  });

  it("gives nothing for a date that does not exist or words that are not a date", () => {
    const read = ["2026-02-29", "2024-02-30", "2026-13-01", "2026-00", "31 April 2026", "0000-01-01", "Easter 2026", "Marching 2026", "last week", "14/03/2026", "2026-3-14", ""].map(machineDate);
    expect(read).toEqual(Array(12).fill(null));
  });

  it("knows leap years", () => {
    expect([machineDate("2024-02-29"), machineDate("2000-02-29"), machineDate("1900-02-29")]).toEqual(["2024-02-29", "2000-02-29", null]);
  });
});
