import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Brief } from "../../../schema/brief";
import { swrConfig } from "../../lib/swr-config";
import { bakeryBrief, someKinds } from "../../test/fixtures";
import { AskFirst, type AskFirstProps } from "./ask-first";

/** The reading of "Sunrise - we do cleaning and also catering": unsure of the kind, with two other guesses. */
const unsure = bakeryBrief((b) => ({
  ...b,
  description: "Sunrise - we do cleaning and also catering",
  name: { value: "Sunrise", confidence: 0.4, from: "Sunrise" },
  kind: {
    id: "catering",
    noun: "catering company",
    archetype: "food",
    confidence: 0.29,
    from: "catering",
    guesses: [
      { id: "cleaner", noun: "cleaning company", score: 0.07 },
      { id: "laundry", noun: "laundry", score: 0.07 },
      { id: "event-venue", noun: "event venue", score: 0.07 },
    ],
  },
}));

/** The reading of "need a website for my business asap": nothing but its own weak guess. */
const vague = bakeryBrief((b) => ({
  ...b,
  description: "need a website for my business asap",
  name: null,
  kind: { id: "other", noun: "business", archetype: "service", confidence: 0.1, from: "website for my business", guesses: [] },
}));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input) === "/api/brief/kinds") return Response.json({ kinds: someKinds });
    return Response.json({ message: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ask(props: Partial<AskFirstProps> & Pick<AskFirstProps, "brief" | "questions">) {
  const onAnswered = vi.fn<(brief: Brief) => void>();
  const onBack = vi.fn();
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <AskFirst writer="designer" onAnswered={onAnswered} onBack={onBack} {...props} />
    </SWRConfig>,
  );
  return { onAnswered, onBack, user: userEvent.setup() };
}

const kindsFetched = () => fetchMock.mock.calls.filter(([input]) => String(input) === "/api/brief/kinds").length;

describe("the AI builder's question before designing", () => {
  it("asks what kind of website it is, with focus on the question, the reading's best three guesses and Something else", () => {
    ask({ brief: unsure, questions: ["kind"] });
    const question = screen.getByRole("heading", { level: 2, name: "What kind of website is this?" });
    expect(document.activeElement).toBe(question);
    expect(screen.getByText("You wrote: “Sunrise - we do cleaning and also catering”")).toBeTruthy();
    const choices = screen.getByRole("group", { name: "What kind of website is this?" });
    expect(Array.from(choices.querySelectorAll("button")).map((b) => b.textContent)).toEqual(["Catering company", "Cleaning company", "Laundry", "Something else"]);
    expect(screen.getByRole("button", { name: "Something else" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("answers with a guess: the catalogue's kind with its shape, sure and read from no words", async () => {
    const { onAnswered, user } = ask({ brief: unsure, questions: ["kind"] });
    await user.click(screen.getByRole("button", { name: "Cleaning company" }));
    await waitFor(() => expect(onAnswered).toHaveBeenCalledTimes(1));
    expect(onAnswered).toHaveBeenCalledWith({
      ...unsure,
      kind: { id: "cleaner", noun: "cleaning company", archetype: "service", confidence: 1, from: "", guesses: [] },
    });
  });

  it("answers with the reading's own guess without loading the list of kinds", async () => {
    const { onAnswered, user } = ask({ brief: vague, questions: ["kind"] });
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Business", "Something else", "←Back"]);
    await user.click(screen.getByRole("button", { name: "Business" }));
    expect(onAnswered).toHaveBeenCalledWith({ ...vague, kind: { id: "other", noun: "business", archetype: "service", confidence: 1, from: "", guesses: [] } });
    expect(kindsFetched()).toBe(0);
  });

  it("Something else opens the searchable list: typing filters it, the arrow keys move through it and Enter picks", async () => {
    const { onAnswered, user } = ask({ brief: vague, questions: ["kind"] });
    expect(kindsFetched()).toBe(0);
    await user.click(screen.getByRole("button", { name: "Something else" }));
    expect(screen.getByRole("button", { name: "Something else" }).getAttribute("aria-expanded")).toBe("true");
    const search = screen.getByRole("combobox", { name: "Describe it in a few words" });
    expect(document.activeElement).toBe(search);
    const list = await screen.findByRole("listbox", { name: "Kinds of website we know" });
    expect(kindsFetched()).toBe(1);
    expect(search.getAttribute("aria-controls")).toBe(list.id);
    const kinds = () => within(screen.getByRole("listbox")).getAllByRole("option").map((o) => o.textContent);
    expect(kinds()).toEqual(["Bakery", "Catering company", "Cleaning company", "Laundry", "Hair salon"]);

    await user.type(search, "clean");
    expect(kinds()).toEqual(["Cleaning company", "Laundry"]);
    expect(screen.getByRole("status").textContent).toBe("2 kinds match.");
    expect(search.hasAttribute("aria-activedescendant")).toBe(false);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const laundry = screen.getByRole("option", { name: "Laundry" });
    expect(search.getAttribute("aria-activedescendant")).toBe(laundry.id);
    expect(laundry.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("option", { name: "Cleaning company" }).getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Enter}");
    expect(onAnswered).toHaveBeenCalledWith({ ...vague, kind: { id: "cleaner", noun: "cleaning company", archetype: "service", confidence: 1, from: "", guesses: [] } });
  });

  it("takes the customer's own words for a kind the catalogue lacks, with the shape they choose", async () => {
    const { onAnswered, user } = ask({ brief: vague, questions: ["kind"] });
    await user.click(screen.getByRole("button", { name: "Something else" }));
    await screen.findByRole("listbox");
    await user.type(screen.getByRole("combobox", { name: "Describe it in a few words" }), "piano tuner");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Describe it in a few words" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("status").textContent).toBe("None of the kinds we know matches. Use your own words below.");
    const shape = screen.getByRole("combobox", { name: "It is most like" }) as HTMLSelectElement;
    expect(shape.value).toBe("service");
    expect(Array.from(shape.options).map((o) => o.textContent)).toEqual([
      "A service business",
      "A shop",
      "Food and drink",
      "A place people visit",
      "A person",
      "An organisation",
      "An event",
      "Software or an app",
    ]);
    await user.selectOptions(shape, "person");
    await user.click(screen.getByRole("button", { name: "Use “piano tuner”" }));
    expect(onAnswered).toHaveBeenCalledWith({ ...vague, kind: { id: "other", noun: "piano tuner", archetype: "person", confidence: 1, from: "", guesses: [] } });
  });

  it("Enter on words that name a kind exactly picks that kind, not the words", async () => {
    const { onAnswered, user } = ask({ brief: vague, questions: ["kind"] });
    await user.click(screen.getByRole("button", { name: "Something else" }));
    await screen.findByRole("listbox");
    await user.type(screen.getByRole("combobox", { name: "Describe it in a few words" }), "Hairdresser{Enter}");
    expect(onAnswered).toHaveBeenCalledWith({ ...vague, kind: { id: "hair-salon", noun: "hair salon", archetype: "service", confidence: 1, from: "", guesses: [] } });
  });

  it("asks the name after the kind, the guess ready to edit, and answers both together", async () => {
    const { onAnswered, user } = ask({ brief: unsure, questions: ["kind", "name"] });
    expect(screen.getByText("Before we design: question 1 of 2")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Laundry" }));
    const question = await screen.findByRole("heading", { level: 2, name: "Is this the name of your website?" });
    expect(document.activeElement).toBe(question);
    expect(screen.getByText("Before we design: question 2 of 2")).toBeTruthy();
    expect(onAnswered).not.toHaveBeenCalled();
    const name = screen.getByRole("textbox", { name: "Website name" }) as HTMLInputElement;
    expect(name.value).toBe("Sunrise");
    await user.type(name, " Laundry");
    await user.click(screen.getByRole("button", { name: "Use this name" }));
    expect(onAnswered).toHaveBeenCalledWith({
      ...unsure,
      name: { value: "Sunrise Laundry", confidence: 1, from: "" },
      kind: { id: "laundry", noun: "laundry", archetype: "service", confidence: 1, from: "", guesses: [] },
    });
  });

  it("confirms the name as read, or takes 'It has no name yet'", async () => {
    const first = ask({ brief: unsure, questions: ["name"] });
    await first.user.click(screen.getByRole("button", { name: "Use this name" }));
    expect(first.onAnswered).toHaveBeenCalledWith({ ...unsure, name: { value: "Sunrise", confidence: 1, from: "" } });
    cleanup();

    const second = ask({ brief: unsure, questions: ["name"] });
    await second.user.clear(screen.getByRole("textbox", { name: "Website name" }));
    expect((screen.getByRole("button", { name: "Use this name" }) as HTMLButtonElement).disabled).toBe(true);
    await second.user.click(screen.getByRole("button", { name: "It has no name yet" }));
    expect(second.onAnswered).toHaveBeenCalledWith({ ...unsure, name: null });
  });

  it("Back returns to the form without answering", async () => {
    const { onAnswered, onBack, user } = ask({ brief: unsure, questions: ["kind"] });
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onAnswered).not.toHaveBeenCalled();
  });

  it("says the site will be in English when the built-in designer writes a description in another language", () => {
    const swahili = { ...vague, description: "duka la mama njeri huko nakuru", language: { code: "sw", mixed: false, confidence: 1 } };
    ask({ brief: swahili, questions: ["kind"] });
    expect(screen.getByText("Your site will be written in English; your own words are kept as you wrote them.")).toBeTruthy();
    cleanup();
    ask({ brief: swahili, questions: ["kind"], writer: "model" });
    expect(screen.queryByText("Your site will be written in English; your own words are kept as you wrote them.")).toBeNull();
  });
});
