import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { defaultDocument, type WebsiteDocument } from "../../../schema/site-document";
import { StyleStep } from "./style-step";

afterEach(cleanup);

let latest: WebsiteDocument;

function Step({ start }: { start: WebsiteDocument }) {
  const [doc, setDoc] = useState(start);
  latest = doc;
  return <StyleStep document={doc} edit={(change) => setDoc((d) => change(d))} />;
}

const chosen = (group: string) =>
  within(screen.getByRole("radiogroup", { name: group }))
    .getAllByRole("radio")
    .filter((r) => r.getAttribute("aria-checked") === "true")
    .map((r) => r.textContent);

describe("the Style step's look", () => {
  it("shows the defaults for a site without a look, and writes the whole look on the first choice", async () => {
    const user = userEvent.setup();
    render(<Step start={defaultDocument()} />);
    expect([chosen("Hero"), chosen("Corners"), chosen("Sections")]).toEqual([["Centred"], ["Soft"], ["Plain"]]);
    expect(within(screen.getByRole("radiogroup", { name: "Hero" })).getAllByRole("radio").map((r) => r.textContent)).toEqual(["Centred", "Split", "Full-bleed", "Large type"]);
    expect(latest.style.look).toBeUndefined();

    await user.click(screen.getByRole("radio", { name: "Split" }));
    expect(latest.style.look).toEqual({ hero: "split", corners: "soft", sections: "plain" });
    await user.click(screen.getByRole("radio", { name: "Round" }));
    await user.click(screen.getByRole("radio", { name: "Boxed" }));
    expect(latest.style.look).toEqual({ hero: "split", corners: "round", sections: "boxed" });
    expect([chosen("Hero"), chosen("Corners"), chosen("Sections")]).toEqual([["Split"], ["Round"], ["Boxed"]]);
  });

  it("shows a document's own look and keeps it when the layout changes", async () => {
    const user = userEvent.setup();
    const start = defaultDocument();
    start.style.look = { hero: "large-type", corners: "square", sections: "banded" };
    render(<Step start={start} />);
    expect([chosen("Hero"), chosen("Corners"), chosen("Sections")]).toEqual([["Large type"], ["Square"], ["Banded"]]);
    await user.click(screen.getByRole("radio", { name: "Minimal: one narrow column" }));
    expect(latest.style).toMatchObject({ layout: "minimal", look: { hero: "large-type", corners: "square", sections: "banded" } });
  });
});
