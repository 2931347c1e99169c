// The category filter's choices: all, then the catalogue's categories by their names.
import { categoryLabels, templateCategories, type TemplateCategory } from "../../../schema/templates";

export function categoryLabel(category: string): string {
  return categoryLabels[category as TemplateCategory] ?? category;
}

export const categoryOptions: { value: "all" | TemplateCategory; label: string }[] = [
  { value: "all", label: "All categories" },
  ...templateCategories.map((value) => ({ value, label: categoryLabels[value] })),
];
