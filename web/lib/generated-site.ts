// What the AI builder hands to the result page, kept in localStorage so nothing is lost across a reload, a
// failed request, or the sign-in detour (spec: "the pending website data and return path are kept in local
// storage"). One key, one shape.
import { ownedKey } from "./owned-storage";
import type { Brief } from "../../schema/brief";
import type { Section, WebsiteDocument } from "../../schema/site-document";
import type { Writer } from "./brief";

const KEY = "sitewright.generated";
const key = () => ownedKey(KEY);

/** What the visitor asked for, kept so 'Create New' starts from it and 'More designs' can ask again. */
export interface GenerationRequest {
  tab: "prompt" | "guided";
  description: string;
  category: string;
  scheme: string;
  /** The prompt as sent (with the guided builder's suffixes). */
  prompt: string;
  /** Pictures chosen for the designs (the 'Add AI-Generated Images' slots), as /assets/ addresses. */
  images?: SiteImages;
}

export interface SiteImages {
  hero?: string;
  about?: string;
}

/** A design with the chosen pictures in place: the hero's, and the first about section's. */
export function withImages(design: WebsiteDocument, images: SiteImages | undefined): WebsiteDocument {
  if (!images?.hero && !images?.about) return design;
  const firstAbout = design.content.sections.find((s) => s.type === "content")?.id;
  const sections = design.content.sections.map((s) => {
    if (s.type === "hero" && images.hero) return { ...s, image: images.hero };
    if (s.id === firstAbout && images.about) return { ...s, image: images.about };
    return s;
  });
  return { ...design, content: { ...design.content, sections } };
}

export interface GeneratedSite {
  designs: WebsiteDocument[];
  request?: GenerationRequest;
  /**
   * What the designs were made from (schema/brief.ts), as the customer confirmed or corrected it: sent with 'More
   * designs', section rewrites and the save. Absent in sites made before the brief existed: read again from `request`.
   */
  brief?: Brief;
  /** Who writes the designs: the built-in designer writes English whatever the brief's language. */
  writer?: Writer;
  /** Which set of designs this is: 0 first, then one more for each 'More designs' (and each section rewrite). */
  round?: number;
  /** Index of the design the user is looking at. */
  selected: number;
  /** Set once saved to the account. */
  websiteId?: string;
  /** The saved site's revision on the server. */
  revision?: number;
  /** Set once published. */
  address?: string;
  /** The user asked to save or publish while signed out: finish it after sign-in. */
  pendingAction?: "save" | "publish";
  /** Which set of designs this is in the session (the result page's address says it, so Back goes to the last). */
  set?: number;
  /** What made this set ("First designs", "More designs", "Rewrote About"). */
  label?: string;
  /** The session's earlier sets, oldest first: nothing generated is replaced out of reach. */
  history?: DesignSet[];
}

/** One set of designs the session made, as it was when another replaced it. */
export interface DesignSet {
  set: number;
  label: string;
  designs: WebsiteDocument[];
  selected: number;
  round?: number;
  /** What the set was made from, when a new description made the next one. */
  request?: GenerationRequest;
  brief?: Brief;
  writer?: Writer;
}

/** How many earlier sets a session keeps (a set is a few kilobytes; storage is a few megabytes). */
export const HISTORY_KEPT = 12;

function currentSet(site: GeneratedSite): DesignSet {
  return { set: site.set ?? 0, label: site.label ?? "First designs", designs: site.designs, selected: site.selected, round: site.round, request: site.request, brief: site.brief, writer: site.writer };
}

/** The site with `next` as its designs and what it showed kept in its history. */
export function withNewSet(site: GeneratedSite, next: Omit<DesignSet, "set">): GeneratedSite {
  const history = [...(site.history ?? []), currentSet(site)].slice(-HISTORY_KEPT);
  const set = Math.max(site.set ?? 0, ...history.map((h) => h.set)) + 1;
  return { ...site, ...next, history, set };
}

/** The site showing its earlier set `set` (what it showed goes into the history in its place); as it is if none. */
export function showingSet(site: GeneratedSite, set: number): GeneratedSite {
  const earlier = site.history?.find((h) => h.set === set);
  if (!earlier || site.set === set) return site;
  const history = [...site.history!.filter((h) => h.set !== set), currentSet(site)].sort((a, b) => a.set - b.set);
  // Rounds only go up: words written after this set was made are not written again.
  return { ...site, ...earlier, history, round: Math.max(site.round ?? 0, earlier.round ?? 0) };
}

export function readGenerated(): GeneratedSite | null {
  try {
    const raw = localStorage.getItem(key());
    if (!raw) return null;
    const value = JSON.parse(raw) as GeneratedSite;
    return Array.isArray(value.designs) && value.designs.length > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeGenerated(site: GeneratedSite): void {
  localStorage.setItem(key(), JSON.stringify(site));
}

/**
 * A new description's designs. When the session's earlier designs were never saved, they stay reachable in the new
 * ones' history (Generate again never replaces work out of reach); saved ones are in the account already.
 */
export function writeNewGeneration(fresh: Pick<GeneratedSite, "designs" | "request" | "brief" | "writer">): void {
  const previous = readGenerated();
  const next = { label: "New description", selected: 0, round: 0, ...fresh };
  writeGenerated(previous && !previous.websiteId ? { ...withNewSet(previous, next), pendingAction: undefined } : { ...next, label: "First designs" });
}

export function clearGenerated(): void {
  localStorage.removeItem(key());
}

const RETURN_KEY = "sitewright.returnTo";

/** Where to go after signing up or logging in (the result page during the account detour). */
export function setReturnTo(path: string): void {
  localStorage.setItem(RETURN_KEY, path);
}

/** The stored return path, once: it is cleared as it is read. Only same-site paths are honoured. */
export function takeReturnTo(): string | null {
  const path = localStorage.getItem(RETURN_KEY);
  localStorage.removeItem(RETURN_KEY);
  return path && path.startsWith("/") && !path.startsWith("//") ? path : null;
}

/**
 * What a rewrite changed, said plainly: its own words, and how many of its items (an item that names what the
 * customer offers keeps the customer's words, so a rewrite may leave it).
 */
export function whatChanged(before: Section, after: Section): string {
  const own = (["title", "heading", "subheading", "content"] as const).some((k) => (before[k] ?? "") !== (after[k] ?? ""));
  const items = after.items ?? [];
  const known = new Set((before.items ?? []).map((item) => JSON.stringify(item)));
  // An item moved is not rewritten.
  const changed = items.filter((item) => !known.has(JSON.stringify(item))).length;
  if (!own && changed === 0) return "the same words in a new order: there is nothing more to say without inventing it.";
  const parts = [own ? "a new introduction" : "", changed ? `${changed} of ${items.length} items rewritten` : ""].filter(Boolean);
  const kept = items.length > changed ? ` ${changed ? "The other items" : "Its items"} describe what you offer in your words, so they stay.` : "";
  return `${parts.join(", ")}.${kept}`;
}
