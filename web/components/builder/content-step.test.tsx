import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { defaultDocument, documentFieldErrors, type WebsiteDocument } from "../../../schema/site-document";
import type { Edit } from "../../lib/wizard";
import { ContentStep } from "./content-step";

afterEach(cleanup);

/** The step as the builder holds it: one document in state, edits applied in order, errors from the schema. */
function Harness({ start, seen }: { start: WebsiteDocument; seen: { doc: WebsiteDocument } }) {
  const [doc, setDoc] = useState(start);
  seen.doc = doc;
  const edit: Edit = (change) => setDoc((d) => change(d));
  return <ContentStep document={doc} edit={edit} images={{ upload: async () => null }} errors={documentFieldErrors(doc) ?? {}} />;
}

function setup(start: WebsiteDocument = defaultDocument()) {
  const seen = { doc: start };
  render(<Harness start={start} seen={seen} />);
  return { seen, user: userEvent.setup() };
}

async function addSection(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.selectOptions(screen.getByLabelText("Section type"), label);
  await user.click(screen.getByRole("button", { name: "Add Section" }));
}

describe("the optional kinds of section in Add Content", () => {
  it("offers every kind by its plain name", () => {
    setup();
    const options = within(screen.getByLabelText("Section type")).getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["Hero", "Features", "Gallery", "Testimonials", "Content", "Contact", "Services or menu", "FAQ", "Stats", "Call to action", "Team", "Opening hours", "Pricing plans"]);
  });

  it("adds an FAQ and edits a question and its answer", async () => {
    const { seen, user } = setup();
    await addSection(user, "FAQ");
    const section = screen.getByRole("listitem", { name: "Section 1: Questions" });
    await user.type(within(section).getByLabelText("Question (question 1)"), "Do you deliver?");
    await user.type(within(section).getByLabelText("Answer (question 1)"), "Yes, in Westlands.");
    await user.click(within(section).getByRole("button", { name: "Remove question 3" }));
    expect(seen.doc.content.sections[0]!.items).toEqual([{ title: "Do you deliver?", content: "Yes, in Westlands." }, { title: "", content: "" }]);
  });

  it("edits a plan's name, price, description, link and features", async () => {
    const { seen, user } = setup();
    await addSection(user, "Pricing plans");
    const section = screen.getByRole("listitem", { name: "Section 1: Pricing" });
    await user.type(within(section).getByLabelText("Plan name (plan 2)"), "Buffet");
    await user.type(within(section).getByLabelText("Price (plan 2)"), "KSh 1,200");
    await user.type(within(section).getByLabelText("Description (plan 2)"), "We cook and serve.");
    await user.type(within(section).getByLabelText("Button link (optional) (plan 2)"), "mailto:a@b.co");
    await user.type(within(section).getByLabelText("Feature 1 (plan 2)"), "Three mains");
    await user.click(within(section).getAllByRole("button", { name: "Add feature" })[1]!);
    await user.type(within(section).getByLabelText("Feature 2 (plan 2)"), "Chai");
    expect(seen.doc.content.sections[0]!.items![1]).toEqual({ title: "Buffet", price: "KSh 1,200", description: "We cook and serve.", link: "mailto:a@b.co", features: ["Three mains", "Chai"] });
  });

  it("edits services with a price, stats as value and label, a team with name, role and bio, and hours as days and times", async () => {
    const { seen, user } = setup();
    for (const kind of ["Services or menu", "Stats", "Team", "Opening hours"]) await addSection(user, kind);
    await user.type(screen.getByLabelText("Name (service 1)"), "Pilau");
    await user.type(screen.getByLabelText("Price (service 1)"), "KSh 650");
    await user.type(screen.getByLabelText("Value (figure 1)"), "15");
    await user.type(screen.getByLabelText("Label (figure 1)"), "Years open");
    await user.type(screen.getByLabelText("Name (person 1)"), "Njeri");
    await user.type(screen.getByLabelText("Role (person 1)"), "Founder");
    await user.type(screen.getByLabelText("Short bio (person 1)"), "Cooks.");
    await user.type(screen.getByLabelText("Days (opening time 1)"), "Mon to Fri");
    await user.type(screen.getByLabelText("Times (opening time 1)"), "8 to 6");
    await user.type(screen.getByLabelText("Address and how to find us"), "Woodvale Grove");
    const [services, stats, team, hours] = seen.doc.content.sections;
    expect(services!.items![0]).toEqual({ title: "Pilau", description: "", price: "KSh 650" });
    expect(stats!.items![0]).toEqual({ title: "15", description: "Years open" });
    expect(team!.items![0]).toEqual({ title: "Njeri", description: "Founder", content: "Cooks." });
    expect(hours!.items![0]).toEqual({ title: "Mon to Fri", description: "8 to 6" });
    expect(hours!.content).toBe("Woodvale Grove");
    expect(within(screen.getByRole("listitem", { name: /Section 3:/ })).getAllByText("Portrait")).toHaveLength(2);
  });

  it("edits the call to action's button and says what is missing until both fields are filled", async () => {
    const { seen, user } = setup();
    await addSection(user, "Call to action");
    const section = screen.getByRole("listitem", { name: "Section 1: Ready when you are" });
    await user.type(within(section).getByLabelText("Button label"), "Book");
    const link = within(section).getByLabelText("Button link");
    expect(link.getAttribute("aria-invalid")).toBe("true");
    await user.type(link, "#cta-1");
    expect(link.getAttribute("aria-invalid")).toBeNull();
    expect(seen.doc.content.sections[0]!.action).toEqual({ label: "Book", link: "#cta-1" });
  });
});

describe("sample texts in Add Content", () => {
  function marked(): WebsiteDocument {
    const doc = defaultDocument();
    doc.content.sections = [
      { id: "home", type: "hero", heading: "Fresh bread", sample: true },
      { id: "words", type: "testimonials", title: "Reviews", items: [{ title: "Achieng", content: "Lovely", sample: true }, { title: "Mine", content: "Real" }] },
    ];
    return doc;
  }

  it("counts what is still sample, badges it, and goes away as each is replaced", async () => {
    const { user } = setup(marked());
    expect(screen.getByRole("heading", { name: "2 sample texts to replace" })).toBeTruthy();
    expect(screen.getAllByText("Sample")).toHaveLength(2);
    await user.type(screen.getByLabelText("Quote (testimonial 1)"), "!");
    expect(screen.getByRole("heading", { name: "1 sample text to replace" })).toBeTruthy();
    expect(screen.getAllByText("Sample")).toHaveLength(1);
    await user.type(within(screen.getByRole("listitem", { name: /^Section 1:/ })).getByLabelText("Heading"), "!");
    expect(screen.queryByRole("heading", { name: /sample texts? to replace/ })).toBeNull();
    expect(screen.queryByText("Sample")).toBeNull();
  });

  it("jumps to a marked text: the cursor lands in its first field", async () => {
    const { user } = setup(marked());
    await user.click(screen.getByRole("button", { name: "Reviews: Achieng" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Quote (testimonial 1)"));
    await user.click(screen.getByRole("button", { name: "Fresh bread" }));
    expect(document.activeElement).toBe(within(screen.getByRole("listitem", { name: /^Section 1:/ })).getByLabelText("Section title"));
  });
});
