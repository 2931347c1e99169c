import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { defaultDocument, documentFieldErrors, type WebsiteDocument } from "../../../schema/site-document";
import { FinetuneStep } from "./finetune-step";

afterEach(cleanup);

let latest: WebsiteDocument;

function Step({ start }: { start: WebsiteDocument }) {
  const [doc, setDoc] = useState(start);
  latest = doc;
  return <FinetuneStep document={doc} edit={(change) => setDoc((d) => change(d))} />;
}

describe("the Fine-tune step's components", () => {
  it("offers the sticky header beside the other component switches, off for a document that never set it", async () => {
    const user = userEvent.setup();
    render(<Step start={defaultDocument()} />);
    const sticky = screen.getByRole("switch", { name: "Sticky header" });
    expect(sticky.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText("The header, with its links, stays at the top of the screen while visitors scroll.")).toBeTruthy();
    await user.click(sticky);
    expect(sticky.getAttribute("aria-checked")).toBe("true");
    expect(latest.settings.components).toEqual({ ...defaultDocument().settings.components, stickyHeader: true });
    expect(documentFieldErrors(latest)).toBeNull();
    await user.click(sticky);
    expect(latest.settings.components.stickyHeader).toBe(false);
  });

  it("lists the component switches in order, the sticky header after social links", () => {
    render(<Step start={defaultDocument()} />);
    const components = ["Navigation", "Footer", "Contact form", "Gallery", "Social links", "Sticky header"].map((name) => screen.getByRole("switch", { name }));
    expect(screen.getAllByRole("switch").slice(0, 6)).toEqual(components);
  });
});
