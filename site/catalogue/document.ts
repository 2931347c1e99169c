// How a catalogue template becomes a website document: a short design (palette, fonts, look, copy, sections) over
// the spec's defaults, checked by the same schema every saved, published or generated document passes. A design
// that does not pass throws at once, naming the template, so a broken entry can never reach the catalogue.
import * as v from "valibot";
import { fieldMessages } from "../../schema/issues";
import type { templateCategories } from "../../schema/tables";
import {
  applySeoAutofill,
  defaultDocument,
  websiteDocumentSchema,
  type Look,
  type Section,
  type WebsiteDocument,
} from "../../schema/site-document";

/** The catalogue's categories (the `catalogue_templates.category` column). */
export type CatalogueCategory = (typeof templateCategories)[number];

export interface CatalogueEntry {
  /** Kebab-case, unique: the template's address under /templates/. */
  slug: string;
  name: string;
  /** One sentence, at most 120 characters, saying who the template is for. */
  description: string;
  category: CatalogueCategory;
  isPremium: boolean;
  /** US cents: 0 for a free template, 900 to 2900 for a premium one. */
  priceCents: number;
  document: WebsiteDocument;
  /** Set on the six templates of the manual builder, whose documents come from schema/builder-templates.ts. */
  builderTemplateId?: 1 | 2 | 3 | 4 | 5 | 6;
}

type Components = WebsiteDocument["settings"]["components"];
type Effects = WebsiteDocument["settings"]["effects"];

export interface Design {
  siteName: string;
  tagline: string;
  colors: WebsiteDocument["style"]["colors"];
  fonts: WebsiteDocument["style"]["fonts"];
  layout: WebsiteDocument["style"]["layout"];
  look: Look;
  seo: WebsiteDocument["settings"]["seo"];
  sections: Section[];
  components?: Partial<Components>;
  effects?: Partial<Effects>;
  socialLinks?: { label: string; url: string }[];
}

/** The document parsed by the schema (so stored exactly as the app would store it), or an error naming the slug. */
export function validCatalogueDocument(slug: string, input: unknown): WebsiteDocument {
  const result = v.safeParse(websiteDocumentSchema, input);
  if (result.success) return result.output;
  const problems = Object.entries(fieldMessages(result.issues)).map(([path, message]) => `${path || "(document)"}: ${message}`);
  throw new Error(`Catalogue template "${slug}" is not a valid website document:\n  ${problems.join("\n  ")}`);
}

/** A complete document from a design: the spec's defaults underneath, SEO filled, checked by the schema. */
export function catalogueDocument(slug: string, design: Design): WebsiteDocument {
  const base = defaultDocument();
  const doc: WebsiteDocument = {
    ...base,
    style: { colors: design.colors, fonts: design.fonts, layout: design.layout, look: design.look },
    content: {
      siteName: design.siteName,
      tagline: design.tagline,
      sections: design.sections,
      ...(design.socialLinks ? { socialLinks: design.socialLinks } : {}),
    },
    settings: {
      ...base.settings,
      components: { ...base.settings.components, ...design.components },
      effects: { ...base.settings.effects, ...design.effects },
      seo: design.seo,
    },
  };
  return validCatalogueDocument(slug, applySeoAutofill(doc));
}
