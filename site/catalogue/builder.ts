// The six templates of the manual builder, free in the catalogue: their documents come from the builder's own
// templateDocument(), so the catalogue and the wizard always start people from the same site.
import { builderTemplates, templateDocument } from "../../schema/builder-templates";
import { validCatalogueDocument, type CatalogueCategory, type CatalogueEntry } from "./document";

type BuilderId = CatalogueEntry["builderTemplateId"] & number;

/** What the catalogue says about each builder template (its name and document are the builder's). */
const listing: Record<BuilderId, { slug: string; category: CatalogueCategory; description: string }> = {
  1: { slug: "portfolio", category: "portfolio", description: "For designers and illustrators who want a calm page of selected work and a way to hire them." },
  2: { slug: "business", category: "business", description: "For consultancies and service firms: what you offer, why clients trust you and how to book a call." },
  3: { slug: "blog", category: "blog", description: "For home cooks, gardeners and writers who want a readable journal with a sidebar." },
  4: { slug: "e-commerce", category: "ecommerce", description: "For small producers selling a handful of products, with reviews and ordering by phone or email." },
  5: { slug: "landing-page", category: "landing", description: "For a new app or product: one page with the promise, three benefits and a waiting list." },
  // Docs are how a product is sold to developers: the catalogue files them with the business sites.
  6: { slug: "documentation", category: "business", description: "For software teams and API providers who need a quick start, guides and a support contact." },
};

export const builderEntries: CatalogueEntry[] = builderTemplates.map((template) => {
  const about = listing[template.id];
  return {
    ...about,
    name: template.name,
    isPremium: false,
    priceCents: 0,
    document: validCatalogueDocument(about.slug, templateDocument(template.id)),
    builderTemplateId: template.id,
  };
});
