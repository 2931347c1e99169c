// What the AI builder hands to the result page, kept in localStorage so nothing is lost across a reload, a
// failed request, or the sign-in detour (spec: "the pending website data and return path are kept in local
// storage"). One key, one shape.
import { ownedKey } from "./owned-storage";
import type { Brief } from "../../schema/brief";
import type { WebsiteDocument } from "../../schema/site-document";
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
