// The catalogue's kinds of site (GET /api/brief/kinds) for the AI builder's kind picker: fetched the first time
// something needs it (the picker opens, or a guess's shape must be looked up), then kept in SWR's cache for the
// page's life (the server lets browsers keep it an hour too).
import useSWR from "swr";
import { api, read } from "../lib/api";
import type { CatalogueKind } from "../lib/brief";

export const KINDS_KEY = "/api/brief/kinds";

const fetchKinds = async (): Promise<CatalogueKind[]> => (await read(api.brief.kinds.$get())).kinds;

/** The kinds, fetched once `needed` is true. */
export function useBriefKinds(needed = true) {
  return useSWR(needed ? KINDS_KEY : null, fetchKinds);
}
