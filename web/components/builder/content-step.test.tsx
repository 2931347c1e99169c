import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { defaultDocument, documentFieldErrors, type WebsiteDocument } from "../../../schema/site-document";
import type { Edit } from "../../lib/wizard";
import { ContentStep } from "./content-step";
import type { ImageTools } from "./image-field";

afterEach(cleanup);

/** The step as the builder holds it: one document in state, edits applied in order, errors from the schema. */
function Harness({ start, seen, images = { upload: async () => null } }: { start: WebsiteDocument; seen: { doc: WebsiteDocument }; images?: ImageTools }) {
  const [doc, setDoc] = useState(start);
  seen.doc = doc;
  const edit: Edit = (change) => setDoc((d) => change(d));
  return <ContentStep document={doc} edit={edit} images={images} errors={documentFieldErrors(doc) ?? {}} />;
}

/** A page with a contact section, for buttons that lead to it. */
function withContact(): WebsiteDocument {
  const doc = defaultDocument();
  doc.content.sections = [{ id: "contact", type: "contact", title: "Contact", items: [] }];
  return doc;
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
    expect(options).toEqual([
      "Hero",
      "Features",
      "Gallery",
      "Testimonials",
      "Content",
      "Contact",
      "Services or menu",
      "FAQ",
      "Stats",
      "Call to action",
      "Team",
      "Opening hours",
      "Pricing plans",
      "Articles",
      "Product",
      "Logo strip",
    ]);
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

  it("edits a plan's badge and its button's label, which takes over the plain link", async () => {
    const { seen, user } = setup();
    await addSection(user, "Pricing plans");
    const section = screen.getByRole("listitem", { name: "Section 1: Pricing" });
    await user.type(within(section).getByLabelText("Plan name (plan 1)"), "Team");
    await user.type(within(section).getByLabelText("Badge (optional) (plan 1)"), "Most popular");
    await user.type(within(section).getByLabelText("Button link (optional) (plan 1)"), "https://example.com/team");
    expect(seen.doc.content.sections[0]!.items![0]).toEqual({ title: "Team", price: "", description: "", features: [""], badge: "Most popular", link: "https://example.com/team" });
    expect(within(section).getByLabelText("Button label (optional) (plan 1)").getAttribute("placeholder")).toBe("Choose Team");
    await user.type(within(section).getByLabelText("Button label (optional) (plan 1)"), "Start now");
    expect(seen.doc.content.sections[0]!.items![0]).toEqual({ title: "Team", price: "", description: "", features: [""], badge: "Most popular", action: { label: "Start now", link: "https://example.com/team" } });
    expect(within(section).getByLabelText("Button link (optional) (plan 1)")).toHaveProperty("value", "https://example.com/team");
  });

  it("adds articles with a title, a date, an excerpt, a picture and a link, saying what a link still needs", async () => {
    const { seen, user } = setup();
    await addSection(user, "Articles");
    const section = screen.getByRole("listitem", { name: "Section 1: Latest news" });
    await user.type(within(section).getByLabelText("Title (article 1)"), "Open day");
    await user.type(within(section).getByLabelText("Date (article 1)"), "2026-03-14");
    await user.type(within(section).getByLabelText("Excerpt (article 1)"), "Come and see.");
    const label = within(section).getByLabelText("Link text (article 1)");
    expect(label.getAttribute("placeholder")).toBe("Read more");
    await user.type(label, "Read more");
    const link = within(section).getByLabelText("Link address (article 1)");
    expect(link.getAttribute("aria-invalid")).toBe("true");
    await user.type(link, "https://example.com/open-day");
    expect(link.getAttribute("aria-invalid")).toBeNull();
    expect(seen.doc.content.sections[0]!.items![0]).toEqual({ title: "Open day", date: "2026-03-14", description: "Come and see.", action: { label: "Read more", link: "https://example.com/open-day" } });
    expect(within(section).getAllByText("Picture")).toHaveLength(3);
  });

  it("adds a product with a name, price, badge, description, features and its buy button", async () => {
    const { seen, user } = setup(withContact());
    await addSection(user, "Product");
    const section = screen.getByRole("listitem", { name: "Section 2: Shop" });
    await user.type(within(section).getByLabelText("Name (product 1)"), "Pilau masala");
    await user.type(within(section).getByLabelText("Price (product 1)"), "KSh 450");
    await user.type(within(section).getByLabelText("Badge (optional) (product 1)"), "New");
    await user.type(within(section).getByLabelText("Description (product 1)"), "Roasted weekly.");
    await user.type(within(section).getByLabelText("Feature 1 (product 1)"), "Twelve spices");
    expect(within(section).getByRole("group", { name: "Features of product 1" })).toBeTruthy();
    const label = within(section).getByLabelText("Button label (product 1)");
    expect(label.getAttribute("placeholder")).toBe("Add to cart");
    await user.type(label, "Add to cart");
    const link = within(section).getByLabelText("Button link (product 1)");
    expect(link.getAttribute("placeholder")).toBe("#contact");
    await user.type(link, "#contact");
    expect(seen.doc.content.sections[1]!.items).toEqual([
      { title: "Pilau masala", price: "KSh 450", badge: "New", description: "Roasted weekly.", features: ["Twelve spices"], action: { label: "Add to cart", link: "#contact" } },
    ]);
    expect(documentFieldErrors(seen.doc)).toBeNull();
  });

  it("adds a logo strip of company names, each with a logo to upload and none to generate", async () => {
    const generated: string[] = [];
    const seen = { doc: defaultDocument() };
    render(<Harness start={seen.doc} seen={seen} images={{ upload: async () => null, generate: (label) => generated.push(label) }} />);
    const user = userEvent.setup();
    await addSection(user, "Logo strip");
    const section = screen.getByRole("listitem", { name: "Section 1: Trusted by" });
    await user.type(within(section).getByLabelText("Company name (logo 1)"), "Mvule Architects");
    expect(seen.doc.content.sections[0]!.items![0]).toEqual({ title: "Mvule Architects" });
    expect(within(section).getAllByRole("button", { name: "Upload logo" })).toHaveLength(4);
    expect(within(section).queryByRole("button", { name: /Generate with AI/ })).toBeNull();
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
  it("clears an item's mark when its badge is edited", async () => {
    const doc = defaultDocument();
    doc.content.sections = [{ id: "shop", type: "product", title: "Shop", items: [{ title: "Masala", badge: "New", sample: true }] }];
    const { user } = setup(doc);
    expect(screen.getByRole("heading", { name: "1 sample text to replace" })).toBeTruthy();
    await user.type(screen.getByLabelText("Badge (optional) (product 1)"), "!");
    expect(screen.queryByRole("heading", { name: /sample texts? to replace/ })).toBeNull();
  });

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
