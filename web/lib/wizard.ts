// The manual builder's rules, as pure functions over the website document (spec section 4, "Wizard", "Section
// editing", "SEO auto-fill") and an undo history. The screen only calls these, so every rule is unit-tested
// here and the components stay simple.
import { builderTemplates, templateDocument } from "../../schema/builder-templates";
import { sampleItemFields, sampleSectionFields } from "../../schema/sample-texts";
import {
  applySeoAutofill,
  defaultDocument,
  documentLimits,
  hasStartingPoint,
  isAllowedUrl,
  type Action,
  type Look,
  type Section,
  type SectionItem,
  type SectionType,
  type WebsiteDocument,
} from "../../schema/site-document";

export const wizardSteps = [
  { id: 1, title: "Choose Template" },
  { id: 2, title: "Customize Style" },
  { id: 3, title: "Add Content" },
  { id: 4, title: "Fine-tune" },
  { id: 5, title: "Export" },
] as const;

export const STEP_COUNT = wizardSteps.length;

export type StepMove = { ok: true; step: number } | { ok: false; title: string; description: string };

/**
 * Where a step change lands. Moving back is always free; moving forward needs a template, and the toast says why
 * in the spec's words: Next from step 1 and a jump by the step bar have different texts.
 */
export function moveToStep(doc: WebsiteDocument, from: number, to: number, via: "next" | "jump"): StepMove {
  const target = Math.min(Math.max(to, 1), STEP_COUNT);
  if (target > from && !hasStartingPoint(doc)) {
    return {
      ok: false,
      title: "Template Required",
      description: via === "next" ? "Please select a template to continue." : "Please select a template first.",
    };
  }
  return { ok: true, step: target };
}

const DEFAULT_SITE_NAME = defaultDocument().content.siteName;
const DEFAULT_TAGLINE = defaultDocument().content.tagline;

/**
 * Choosing a template sets templateId, takes its look, and replaces the sections with a fresh copy of its defaults
 * (spec). The first choice also takes its example name and tagline; a later switch keeps what the user typed for
 * the name, tagline, logo, links and SEO, so trying another template never throws their words away.
 */
export function selectTemplate(doc: WebsiteDocument, templateId: number): WebsiteDocument {
  const fresh = templateDocument(templateId);
  if (!hasStartingPoint(doc)) return fresh;
  const content = doc.content;
  const keepName = content.siteName !== DEFAULT_SITE_NAME || content.tagline !== DEFAULT_TAGLINE;
  return applySeoAutofill({
    ...fresh,
    content: {
      ...fresh.content,
      ...(keepName ? { siteName: content.siteName, tagline: content.tagline } : {}),
      ...(content.logo ? { logo: content.logo } : {}),
      ...(content.socialLinks ? { socialLinks: content.socialLinks } : {}),
    },
    settings: { ...fresh.settings, seo: doc.settings.seo },
  });
}

export function templateName(id: number | null): string | null {
  return builderTemplates.find((t) => t.id === id)?.name ?? null;
}

/**
 * Site name and tagline, with the spec's SEO auto-fill applied on every change. Meta fields that still hold what
 * auto-fill wrote for the old name or tagline count as empty and follow the new one: otherwise renaming a
 * template's site would publish it under the template's name.
 */
export function setIdentity(doc: WebsiteDocument, patch: { siteName?: string; tagline?: string }): WebsiteDocument {
  const seo = doc.settings.seo;
  const metaTitle = seo.metaTitle === `${doc.content.siteName} | Official Website` ? "" : seo.metaTitle;
  const metaDescription = seo.metaDescription === doc.content.tagline ? "" : seo.metaDescription;
  return applySeoAutofill({
    ...doc,
    content: { ...doc.content, ...patch },
    settings: { ...doc.settings, seo: { metaTitle, metaDescription } },
  });
}

export function setLogo(doc: WebsiteDocument, logo: string | undefined): WebsiteDocument {
  const { logo: _old, ...content } = doc.content;
  return { ...doc, content: logo ? { ...content, logo } : content };
}

export function setSocialLinks(doc: WebsiteDocument, links: NonNullable<WebsiteDocument["content"]["socialLinks"]>): WebsiteDocument {
  const { socialLinks: _old, ...content } = doc.content;
  return { ...doc, content: links.length > 0 ? { ...content, socialLinks: links } : content };
}

type Style = WebsiteDocument["style"];
/** What the Style step shows for a site without a look; the renderer draws such a site as it always has. */
export const defaultLook: Look = { hero: "centred", corners: "soft", sections: "plain" };

export function setStyle(
  doc: WebsiteDocument,
  patch: { colors?: Partial<Style["colors"]>; fonts?: Partial<Style["fonts"]>; layout?: Style["layout"]; look?: Partial<Look> },
): WebsiteDocument {
  return {
    ...doc,
    style: {
      ...doc.style,
      colors: { ...doc.style.colors, ...patch.colors },
      fonts: { ...doc.style.fonts, ...patch.fonts },
      layout: patch.layout ?? doc.style.layout,
      // Choosing any part of the look writes all of it: the parts not chosen yet are the ones the step showed.
      ...(patch.look && { look: { ...defaultLook, ...doc.style.look, ...patch.look } }),
    },
  };
}

type Settings = WebsiteDocument["settings"];
export function setSettings<K extends keyof Settings>(doc: WebsiteDocument, group: K, patch: Partial<Settings[K]>): WebsiteDocument {
  return { ...doc, settings: { ...doc.settings, [group]: { ...doc.settings[group], ...patch } } };
}

/** A section id not yet used in the document (ids are the page's anchors). */
function freshSectionId(doc: WebsiteDocument, type: SectionType): string {
  const taken = new Set(doc.content.sections.map((s) => s.id));
  for (let n = 1; ; n++) {
    const id = `${type}-${n}`;
    if (!taken.has(id)) return id;
  }
}

export function canAddSection(doc: WebsiteDocument): boolean {
  return doc.content.sections.length < documentLimits.sections;
}

const blankItems = (count: number, item: SectionItem): SectionItem[] => Array.from({ length: count }, () => structuredClone(item));

/**
 * How the optional kinds of section start: a plain title and blank rows ready to fill, so the editor shows the
 * fields at once. Blank rows render nothing, and nothing is made up (an invented price or person would be false).
 */
const startingContent: Partial<Record<SectionType, Partial<Section>>> = {
  services: { title: "Services", items: blankItems(3, { title: "", description: "", price: "" }) },
  faq: { title: "Questions", items: blankItems(3, { title: "", content: "" }) },
  stats: { title: "In numbers", items: blankItems(3, { title: "", description: "" }) },
  cta: { title: "Ready when you are" },
  team: { title: "Our team", items: blankItems(2, { title: "", description: "", content: "" }) },
  hours: { title: "Opening hours", items: blankItems(2, { title: "", description: "" }) },
  pricing: { title: "Pricing", items: blankItems(3, { title: "", price: "", description: "", features: [""] }) },
  articles: { title: "Latest news", items: blankItems(3, { title: "", date: "", description: "" }) },
  // One product: the large showcase; a second row turns it into a grid of cards.
  product: { title: "Shop", items: blankItems(1, { title: "", price: "", description: "", features: [""] }) },
  logos: { title: "Trusted by", items: blankItems(4, { title: "" }) },
};

/** Spec: a new section is of type content, titled 'New Section', with empty content. Other types may be chosen. */
export function addSection(doc: WebsiteDocument, type: SectionType = "content"): WebsiteDocument {
  if (!canAddSection(doc)) return doc;
  const section: Section = { id: freshSectionId(doc, type), type, title: "New Section", content: "", ...structuredClone(startingContent[type]) };
  if (type === "hero") Object.assign(section, { heading: "New Section", subheading: "" });
  if (type === "features") section.features = ["", "", ""];
  if (type === "gallery" || type === "testimonials" || type === "contact") section.items = [];
  // A call to action leads to the contact section when there is one (the renderer's fallback says "Get Started").
  const contact = doc.content.sections.find((s) => s.type === "contact");
  if (type === "cta" && contact) section.action = { label: "Get in touch", link: `#${contact.id}` };
  return { ...doc, content: { ...doc.content, sections: [...doc.content.sections, section] } };
}

export function deleteSection(doc: WebsiteDocument, id: string): WebsiteDocument {
  return { ...doc, content: { ...doc.content, sections: doc.content.sections.filter((s) => s.id !== id) } };
}

/** Whether a section can move one place up (-1) or down (+1): blocked at the ends. */
export function canMoveSection(doc: WebsiteDocument, id: string, by: -1 | 1): boolean {
  const index = doc.content.sections.findIndex((s) => s.id === id);
  return index !== -1 && index + by >= 0 && index + by < doc.content.sections.length;
}

export function moveSection(doc: WebsiteDocument, id: string, by: -1 | 1): WebsiteDocument {
  if (!canMoveSection(doc, id, by)) return doc;
  const sections = [...doc.content.sections];
  const index = sections.findIndex((s) => s.id === id);
  [sections[index], sections[index + by]] = [sections[index + by]!, sections[index]!];
  return { ...doc, content: { ...doc.content, sections } };
}

/**
 * Applies a patch; a field set to undefined is removed. Editing any text (schema/sample-texts.ts lists them) clears
 * the sample mark: whatever the owner typed is theirs to vouch for, while a new picture or a new row leaves the
 * words it sits beside marked.
 */
function patched<T extends { sample?: true }>(target: T, patch: Partial<T>, texts: ReadonlySet<keyof T>): T {
  const next: T = { ...target, ...patch };
  for (const key of Object.keys(next) as (keyof T)[]) if (next[key] === undefined) delete next[key];
  if ((Object.keys(patch) as (keyof T)[]).some((key) => texts.has(key))) delete next.sample;
  return next;
}

export function updateSection(doc: WebsiteDocument, id: string, patch: Partial<Omit<Section, "id" | "type">>): WebsiteDocument {
  return {
    ...doc,
    content: { ...doc.content, sections: doc.content.sections.map((s) => (s.id === id ? patched<Section>(s, patch, sampleSectionFields) : s)) },
  };
}

/**
 * The hero's or the band's button. Both fields emptied removes it (the page falls back to "Get Started"); one
 * filled and one empty stays, so the schema can say which is missing.
 */
export function setAction(doc: WebsiteDocument, id: string, patch: Partial<Action>): WebsiteDocument {
  const section = doc.content.sections.find((s) => s.id === id);
  if (!section) return doc;
  const action = { label: section.action?.label ?? "", link: section.action?.link ?? "", ...patch };
  return updateSection(doc, id, { action: action.label === "" && action.link === "" ? undefined : action });
}

const replaceAt = <T>(list: T[], index: number, value: T): T[] => list.map((x, i) => (i === index ? value : x));
const removeAt = <T>(list: T[], index: number): T[] => list.filter((_, i) => i !== index);

/** The feature texts the editor shows: three blank slots when the section has none yet (spec). */
export function featureSlots(section: Section): string[] {
  return section.features && section.features.length > 0 ? section.features : ["", "", ""];
}

export function setFeature(doc: WebsiteDocument, id: string, index: number, value: string): WebsiteDocument {
  const section = doc.content.sections.find((s) => s.id === id);
  if (!section) return doc;
  return updateSection(doc, id, { features: replaceAt(featureSlots(section), index, value) });
}

export function addFeature(doc: WebsiteDocument, id: string): WebsiteDocument {
  const section = doc.content.sections.find((s) => s.id === id);
  if (!section || featureSlots(section).length >= documentLimits.items) return doc;
  return updateSection(doc, id, { features: [...featureSlots(section), ""] });
}

export function removeFeature(doc: WebsiteDocument, id: string, index: number): WebsiteDocument {
  const section = doc.content.sections.find((s) => s.id === id);
  if (!section) return doc;
  return updateSection(doc, id, { features: removeAt(featureSlots(section), index) });
}

export function addItem(doc: WebsiteDocument, id: string): WebsiteDocument {
  const section = doc.content.sections.find((s) => s.id === id);
  const items = section?.items ?? [];
  if (!section || items.length >= documentLimits.items) return doc;
  return updateSection(doc, id, { items: [...items, { title: "", description: "" }] });
}

export function updateItem(doc: WebsiteDocument, id: string, index: number, patch: Partial<SectionItem>): WebsiteDocument {
  const section = doc.content.sections.find((s) => s.id === id);
  if (!section?.items?.[index]) return doc;
  // An emptied optional link or picture is removed rather than stored as "" (the schema checks URLs).
  const item = patched<SectionItem>(section.items[index], patch, sampleItemFields);
  for (const key of ["image", "link"] as const) if (item[key] === "") delete item[key];
  return updateSection(doc, id, { items: replaceAt(section.items, index, item) });
}

/**
 * An item's own button (an article's link, a product's or a plan's button), as setAction is for a section's: both
 * fields emptied removes it, one filled and one empty stays so the schema can say which is missing. A plan keeps
 * the shape it had before items had buttons: a link without a label is its plain link, shown as "Choose <plan>".
 */
export function setItemAction(doc: WebsiteDocument, id: string, index: number, patch: Partial<Action>): WebsiteDocument {
  const section = doc.content.sections.find((s) => s.id === id);
  const item = section?.items?.[index];
  if (!section || !item) return doc;
  const plan = section.type === "pricing";
  const current = { label: item.action?.label ?? "", link: item.action?.link ?? (plan ? item.link : undefined) ?? "" };
  const { label, link } = { ...current, ...patch };
  if (label === "" && link === "") return updateItem(doc, id, index, { action: undefined, ...(plan && { link: undefined }) });
  if (plan && label === "" && isAllowedUrl(link.trim())) return updateItem(doc, id, index, { action: undefined, link });
  return updateItem(doc, id, index, { action: { label, link }, ...(plan && { link: undefined }) });
}

/** A plan's features as the editor shows them: one blank slot when it has none yet. */
export function itemFeatureSlots(item: SectionItem): string[] {
  return item.features && item.features.length > 0 ? item.features : [""];
}

function editItemFeatures(doc: WebsiteDocument, id: string, index: number, change: (features: string[]) => string[]): WebsiteDocument {
  const item = doc.content.sections.find((s) => s.id === id)?.items?.[index];
  return item ? updateItem(doc, id, index, { features: change(itemFeatureSlots(item)) }) : doc;
}

export function setItemFeature(doc: WebsiteDocument, id: string, index: number, feature: number, value: string): WebsiteDocument {
  return editItemFeatures(doc, id, index, (features) => replaceAt(features, feature, value));
}

export function addItemFeature(doc: WebsiteDocument, id: string, index: number): WebsiteDocument {
  return editItemFeatures(doc, id, index, (features) => (features.length >= documentLimits.planFeatures ? features : [...features, ""]));
}

export function removeItemFeature(doc: WebsiteDocument, id: string, index: number, feature: number): WebsiteDocument {
  return editItemFeatures(doc, id, index, (features) => removeAt(features, feature));
}

export function removeItem(doc: WebsiteDocument, id: string, index: number): WebsiteDocument {
  const section = doc.content.sections.find((s) => s.id === id);
  if (!section?.items) return doc;
  return updateSection(doc, id, { items: removeAt(section.items, index) });
}

// ---- Undo and redo --------------------------------------------------------------------------------------------

export interface History {
  past: WebsiteDocument[];
  present: WebsiteDocument;
  future: WebsiteDocument[];
  /** What the last edit changed and when: typing into one field within a moment is one undo step. */
  lastKey: string | null;
  lastAt: number;
}

export const HISTORY_LIMIT = 100;
export const COALESCE_MS = 1000;

export function startHistory(present: WebsiteDocument): History {
  return { past: [], present, future: [], lastKey: null, lastAt: 0 };
}

/**
 * Records an edit. Edits with the same `key` (one field) less than a second apart merge into one step, so undo
 * takes back a word, not a letter. An edit that changes nothing records nothing.
 */
export function record(history: History, next: WebsiteDocument, key: string | null, now: number): History {
  if (next === history.present) return history;
  const merge = key !== null && key === history.lastKey && now - history.lastAt < COALESCE_MS;
  const past = merge ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastKey: key, lastAt: now };
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], lastKey: null, lastAt: 0 };
}

export function redo(history: History): History {
  const next = history.future[0];
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: history.future.slice(1), lastKey: null, lastAt: 0 };
}

/** How the wizard's screens change the document: a pure change, and the field it touches (for undo merging). */
export type Edit = (change: (doc: WebsiteDocument) => WebsiteDocument, key?: string) => void;
