// What in a document is still sample text (marked `sample: true` by the designer), so the builder, the result
// page and publishing can say so before anything false goes live.
import { sectionTypeLabels, type Section, type SectionItem, type WebsiteDocument } from "./site-document";

/**
 * The texts a sample mark vouches for: editing any of them makes the words the owner's, so the mark goes. A new
 * picture, generated art or a new row is not a text and leaves it. On a section, its own texts (its items carry
 * their own mark); on an item, every field a visitor reads, its button's label and link included.
 */
export const sampleSectionFields: ReadonlySet<keyof Section> = new Set<keyof Section>(["title", "content", "heading", "subheading", "badge", "features", "action"]);
export const sampleItemFields: ReadonlySet<keyof SectionItem> = new Set<keyof SectionItem>(["title", "description", "content", "link", "price", "features", "date", "badge", "action"]);

export interface SampleText {
  sectionId: string;
  /** Which of the section's items; absent when the mark is on the section's own texts. */
  itemIndex?: number;
  /** What the owner reads in the list: the section's name, then the item's. */
  label: string;
}

/** Every marked section and item, in page order (a section before its items). */
export function sampleTexts(doc: WebsiteDocument): SampleText[] {
  const found: SampleText[] = [];
  for (const section of doc.content.sections) {
    const name = section.title?.trim() || section.heading?.trim() || sectionTypeLabels[section.type];
    if (section.sample) found.push({ sectionId: section.id, label: name });
    (section.items ?? []).forEach((item, itemIndex) => {
      if (item.sample) found.push({ sectionId: section.id, itemIndex, label: `${name}: ${item.title?.trim() || `item ${itemIndex + 1}`}` });
    });
  }
  return found;
}

/** "1 sample text to replace", "3 sample texts to replace": the one wording every screen uses. */
export function sampleSummary(count: number): string {
  return `${count} sample ${count === 1 ? "text" : "texts"} to replace`;
}

/** The id of the builder's editor for a sample (its section, or one of its items): the target of every "jump to it". */
export function editorId(sectionId: string, itemIndex?: number): string {
  return itemIndex === undefined ? `edit-${sectionId}` : `edit-${sectionId}-item-${itemIndex}`;
}
