import { describe, expect, it } from "vitest";
import { defaultDocument } from "../../../schema/site-document";
import { MAX_RESPONSE_CHARS, readDesigns, responseSchema } from "./answer";

describe("readDesigns", () => {
  it("refuses oversized and malformed answers with a reason", () => {
    const refused = (problem: string) => ({ designs: [], positions: [], problems: [problem] });
    expect(readDesigns("x".repeat(MAX_RESPONSE_CHARS + 1))).toEqual(refused("The answer was too long."));
    expect(readDesigns("")).toEqual(refused("The answer was empty."));
    expect(readDesigns("{")).toEqual(refused("The answer was not valid JSON."));
    expect(readDesigns("[]")).toEqual(refused('The answer must be an object with a "designs" array.'));
  });

  it("keeps at most the designs asked for, and says where each stood", () => {
    const answer = JSON.stringify({ designs: [{ html: "<h1>hi</h1>" }, defaultDocument(), defaultDocument()] });
    expect(readDesigns(answer, 2)).toMatchObject({ designs: [defaultDocument()], positions: [1] });
  });
});

describe("responseSchema", () => {
  it("asks for between one design and the number wanted", () => {
    expect(responseSchema(2)).toMatchObject({ required: ["designs"], properties: { designs: { type: "array", minItems: 1, maxItems: 2 } } });
  });
});
