// The template catalogue's content: the six builder templates (free) and the catalogue's own designs, by category.
// Each document has passed the website document schema by the time this module has loaded (document.ts).
import { blogEntries } from "./blog";
import { builderEntries } from "./builder";
import { businessEntries } from "./business";
import type { CatalogueEntry } from "./document";
import { landingEntries } from "./landing";
import { marketingEntries } from "./marketing";
import { portfolioEntries } from "./portfolio";
import { shopEntries } from "./shop";

export type { CatalogueCategory, CatalogueEntry } from "./document";

export const catalogueEntries: CatalogueEntry[] = [
  ...builderEntries,
  ...businessEntries,
  ...portfolioEntries,
  ...shopEntries,
  ...blogEntries,
  ...landingEntries,
  ...marketingEntries,
];
