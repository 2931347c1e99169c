import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Brief } from "../../../schema/brief";
import { swrConfig } from "../../lib/swr-config";
import { bakeryBrief, someKinds } from "../../test/fixtures";
import { BriefCard, type BriefCardProps } from "./brief-card";

const brief = bakeryBrief();
const ENGLISH = "Your site will be written in English; your own words are kept as you wrote them.";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input) => (String(input) === "/api/brief/kinds" ? Response.json({ kinds: someKinds }) : Response.json({ message: "Not found" }, { status: 404 }))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function card(props: Partial<BriefCardProps> = {}) {
  const onUpdate = vi.fn<(brief: Brief) => void>();
  const view = render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <BriefCard brief={brief} writer="designer" busy={false} foldable={false} onUpdate={onUpdate} {...props} />
    </SWRConfig>,
  );
  const rerender = (next: Partial<BriefCardProps>) =>
    view.rerender(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <BriefCard brief={brief} writer="designer" busy={false} foldable={false} onUpdate={onUpdate} {...props} {...next} />
      </SWRConfig>,
    );
  return { onUpdate, rerender, user: userEvent.setup() };
}

/** The card's fields, all inside one fieldset (disabled while it works, and once saved). */
const fields = () => screen.getByRole("textbox", { name: "Name" }).closest("form")!.querySelector("fieldset")!;
const update = () => screen.getByRole("button", { name: "Update designs" }) as HTMLButtonElement;
const listed = (legend: string) =>
  within(screen.getByRole("group", { name: legend }))
    .queryAllByRole("listitem")
    .map((li) => li.textContent);

describe("the card of what the AI builder understood", () => {
  it("shows the name, kind, place, offers, facts and sections asked for, with nothing to update yet", () => {
    card();
    expect(screen.getByRole("heading", { level: 2, name: "What we understood" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Crumb & Co");
    expect(within(screen.getByRole("group", { name: "Kind of website" })).getByTestId("brief-kind").textContent).toBe("Bakery");
    expect((screen.getByRole("textbox", { name: "Place" }) as HTMLInputElement).value).toBe("Nairobi");
    expect(listed("What you offer")).toEqual(["sourdough", "cakes"]);
    expect(listed("Facts")).toEqual(["Open since 2009"]);
    expect(listed("Sections asked for")).toEqual(["FAQ (4)"]);
    expect(update().disabled).toBe(true);
    expect(screen.queryByText(ENGLISH)).toBeNull();
  });

  it("corrects the kind from the searchable list and updates the designs with one click", async () => {
    const { onUpdate, user } = card();
    const change = screen.getByRole("button", { name: "Change kind of website" });
    expect(change.getAttribute("aria-expanded")).toBe("false");
    await user.click(change);
    expect(change.getAttribute("aria-expanded")).toBe("true");
    await screen.findByRole("listbox", { name: "Kinds of website we know" });
    await user.type(screen.getByRole("combobox", { name: "Describe it in a few words" }), "cater");
    await user.click(screen.getByRole("option", { name: "Catering company" }));
    expect(screen.getByTestId("brief-kind").textContent).toBe("Catering company");
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.click(update());
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith({ ...brief, kind: { id: "catering", noun: "catering company", archetype: "food", confidence: 1, from: "", guesses: [] } });
  });

  it("removes and adds offers, removes facts, and adds and removes sections asked for", async () => {
    const { onUpdate, user } = card();
    await user.click(screen.getByRole("button", { name: "Remove sourdough" }));
    await user.type(screen.getByRole("textbox", { name: "Add an offer" }), "wedding cakes{Enter}");
    await user.type(screen.getByRole("textbox", { name: "Add an offer" }), "Cakes{Enter}");
    expect(listed("What you offer")).toEqual(["cakes", "wedding cakes"]);
    await user.click(screen.getByRole("button", { name: "Remove fact: Open since 2009" }));
    expect(listed("Facts")).toEqual([]);
    expect(screen.getByText("None given: the designs mark made-up details as samples.")).toBeTruthy();
    const addSection = screen.getByRole("combobox", { name: "Add a section" }) as HTMLSelectElement;
    expect(Array.from(addSection.options).map((o) => o.textContent)).not.toContain("FAQ");
    await user.selectOptions(addSection, "hours");
    await user.click(screen.getByRole("button", { name: "Add section" }));
    await user.click(screen.getByRole("button", { name: "Remove FAQ (4)" }));
    expect(listed("Sections asked for")).toEqual(["Opening hours"]);
    await user.click(update());
    expect(onUpdate).toHaveBeenCalledWith({
      ...brief,
      offers: [
        { name: "cakes", from: "selling sourdough and cakes" },
        { name: "wedding cakes", from: "" },
      ],
      facts: [],
      sections: [{ kind: "hours", from: "" }],
    });
  });

  it("takes a typed name and place as set by the customer, and words typed back as no change", async () => {
    const { onUpdate, user } = card();
    const name = screen.getByRole("textbox", { name: "Name" });
    const place = screen.getByRole("textbox", { name: "Place" });
    await user.type(place, " West");
    await user.type(place, "{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}");
    expect(update().disabled).toBe(true);
    await user.clear(name);
    await user.type(name, "Crumb and Company ");
    await user.clear(place);
    await user.type(place, "Mombasa");
    await user.click(update());
    expect(onUpdate).toHaveBeenCalledWith({
      ...brief,
      name: { value: "Crumb and Company", confidence: 1, from: "" },
      place: { value: "Mombasa", country: null, confidence: 1, from: "" },
    });
  });

  it("sends the card with Enter in the name, and an emptied name as no name", async () => {
    const { onUpdate, user } = card();
    await user.clear(screen.getByRole("textbox", { name: "Name" }));
    await user.type(screen.getByRole("textbox", { name: "Name" }), "{Enter}");
    expect(onUpdate).toHaveBeenCalledWith({ ...brief, name: null });
  });

  it("says 'Updating designs...' while it works, then the spec's words when it failed", () => {
    const { rerender } = card({ busy: true });
    const button = screen.getByRole("button", { name: "Updating designs..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("Updating designs...");
    expect(fields().disabled).toBe(true);
    rerender({ busy: false, failed: true });
    expect(screen.getByText("There was a problem generating your website. Please try again.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("starts again from a new brief the page is given", async () => {
    const { rerender, user } = card();
    await user.click(screen.getByRole("button", { name: "Remove cakes" }));
    expect(update().disabled).toBe(false);
    const next = bakeryBrief((b) => ({ ...b, offers: [{ name: "bread", from: "" }] }));
    rerender({ brief: next });
    expect(listed("What you offer")).toEqual(["bread"]);
    expect(update().disabled).toBe(true);
  });

  it("says the site will be in English when the built-in designer writes a brief in another language", () => {
    const swahili = bakeryBrief((b) => ({ ...b, language: { code: "sw", mixed: false, confidence: 1 } }));
    const { rerender } = card({ brief: swahili });
    expect(screen.getByText(ENGLISH)).toBeTruthy();
    rerender({ brief: swahili, writer: "model" });
    expect(screen.queryByText(ENGLISH)).toBeNull();
  });

  it("folds into one line on a phone until Edit details is pressed", async () => {
    const { user } = card({ foldable: true });
    expect(screen.getByText("Crumb & Co · Bakery · Nairobi")).toBeTruthy();
    const edit = screen.getByRole("button", { name: "Edit details" });
    expect(edit.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("textbox", { name: "Name" })).toBeNull();
    await user.click(edit);
    expect(screen.getByRole("button", { name: "Hide details" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.queryByText("Crumb & Co · Bakery · Nairobi")).toBeNull();
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Crumb & Co");
  });

  it("once saved, shows the brief without letting it change", () => {
    card({ locked: true });
    expect(screen.getByText("Saved with your website.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Update designs" })).toBeNull();
    expect(fields().disabled).toBe(true);
    expect(fields().contains(screen.getByRole("button", { name: "Remove cakes" }))).toBe(true);
  });
});
