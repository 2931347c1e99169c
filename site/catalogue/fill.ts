// A downloaded template filled with one of the user's own sites: its name, tagline and contact details, so the
// files are theirs from the first look. Built-in templates are documents, filled field by field; uploaded ones
// are HTML with placeholders (site/template-files.ts), filled from the same details.
import { applySeoAutofill, type WebsiteDocument } from "../../schema/site-document";

export interface SiteDetails {
  name: string;
  tagline: string;
  email?: string;
  phone?: string;
  address?: string;
}

const ADDRESS_TITLE = /address|visit|find us|location|where/i;

/** What a site says about itself: name, tagline, and the first email, phone and address of its contact section. */
export function siteDetails(doc: WebsiteDocument): SiteDetails {
  const items = doc.content.sections.filter((s) => s.type === "contact").flatMap((s) => s.items ?? []);
  const email = items.map((i) => i.link).find((l) => l?.startsWith("mailto:"))?.slice("mailto:".length);
  const phone = items.find((i) => i.link?.startsWith("tel:"));
  const address = items.find((i) => !i.link && i.title && ADDRESS_TITLE.test(i.title));
  return {
    name: doc.content.siteName,
    tagline: doc.content.tagline,
    ...(email && { email }),
    ...(phone && { phone: phone.description ?? phone.link!.slice("tel:".length) }),
    ...(address?.description && { address: address.description }),
  };
}

/**
 * The template's document with the site's name and tagline, and the site's contact details in place of the
 * template's own (its contact sections take the site's items). SEO fields the template filled from its own name
 * follow the new one.
 */
export function fillTemplateDocument(template: WebsiteDocument, site: WebsiteDocument): WebsiteDocument {
  const siteContact = site.content.sections.find((s) => s.type === "contact" && (s.items?.length ?? 0) > 0);
  const filled: WebsiteDocument = {
    ...template,
    content: {
      ...template.content,
      siteName: site.content.siteName,
      tagline: site.content.tagline,
      sections: template.content.sections.map((s) => (s.type === "contact" && siteContact ? { ...s, items: siteContact.items } : s)),
    },
    settings: { ...template.settings, seo: { metaTitle: "", metaDescription: "" } },
  };
  return applySeoAutofill(filled);
}
