// The template catalogue's shared words: its categories (the catalogue_templates.category column) and what the
// screens call them. Kept apart from the tables so the SPA reads them without the database layer.

export const templateCategories = ["business", "portfolio", "ecommerce", "blog", "landing", "marketing"] as const;
export type TemplateCategory = (typeof templateCategories)[number];

export const categoryLabels: Record<TemplateCategory, string> = {
  business: "Business",
  portfolio: "Portfolio",
  ecommerce: "E-commerce",
  blog: "Blog",
  landing: "Landing page",
  marketing: "Marketing",
};
