// The template catalogue (GET /api/templates, with the screen's search, category and tab) and one template, in
// the shapes the Worker answers; each entry says what this visitor may do with it (`access`).
import useSWR from "swr";
import { api, read } from "../lib/api";

export interface CatalogueQuery {
  search: string;
  category: string;
  tier: "all" | "free" | "premium";
}

const fetchTemplates = (q: CatalogueQuery) =>
  read(api.templates.$get({ query: { ...(q.search && { search: q.search }), category: q.category as "all", tier: q.tier } }));
const fetchTemplate = (id: string) => read(api.templates[":id"].$get({ param: { id } }));

export type CatalogueTemplate = Awaited<ReturnType<typeof fetchTemplates>>[number];

export const TEMPLATES_KEY = "/api/templates";

export function useTemplates(query: CatalogueQuery) {
  // Keyed by what was asked, so each search and filter is remembered while the page is open.
  return useSWR([TEMPLATES_KEY, query.search, query.category, query.tier], () => fetchTemplates(query), { keepPreviousData: true });
}

export function useTemplate(id: string | null) {
  return useSWR(id ? `${TEMPLATES_KEY}/${id}` : null, () => fetchTemplate(id!));
}
