// The manual builder's draft, kept in localStorage after every edit so a reload, a crash, a failed request or the
// sign-in detour never loses work. One key, one shape; anything unreadable is ignored rather than trusted.
import { ownedKey } from "./owned-storage";
import * as v from "valibot";
import { hasStartingPoint, type WebsiteDocument } from "../../schema/site-document";

const KEY = "sitewright.builder";
const key = () => ownedKey(KEY);

export interface BuilderDraft {
  document: WebsiteDocument;
  step: number;
  /** The saved website this draft edits, once there is one. */
  websiteId?: string;
  /** The document as last saved, as `documentKey` writes it: tells "Saved" from "Unsaved changes". */
  savedJson?: string;
  /** The server revision of that saved document: a save sends it, and opening the site compares it. */
  revision?: number;
  /** The published address, once published. */
  address?: string;
  /** The user asked to save or publish while signed out: finish it after sign-in. */
  pendingAction?: "save" | "publish";
}

const draftSchema = v.object({
  // A draft may hold a half-typed document (an empty site name, say): only its shape is checked here, the
  // server checks the rest on save.
  // (looseObject: the rest of the document passes through untouched.)
  document: v.looseObject({
    style: v.looseObject({ colors: v.looseObject({}), fonts: v.looseObject({}) }),
    content: v.looseObject({ siteName: v.string(), tagline: v.string(), sections: v.array(v.looseObject({ id: v.string(), type: v.string() })) }),
    settings: v.looseObject({ components: v.looseObject({}), effects: v.looseObject({}), seo: v.looseObject({}), performance: v.looseObject({}) }),
  }),
  step: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  websiteId: v.optional(v.string()),
  savedJson: v.optional(v.string()),
  revision: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  address: v.optional(v.string()),
  pendingAction: v.optional(v.picklist(["save", "publish"])),
});

export function readDraft(): BuilderDraft | null {
  try {
    const raw = localStorage.getItem(key());
    if (!raw) return null;
    const parsed = v.safeParse(draftSchema, JSON.parse(raw));
    return parsed.success ? (parsed.output as unknown as BuilderDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: BuilderDraft): void {
  try {
    localStorage.setItem(key(), JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the editor keeps working from memory.
  }
}

/**
 * A document as text that depends only on its content, not on the order of its keys (reading a draft back from
 * storage, or a document from the server, may order them differently): equal keys mean equal documents.
 */
export function documentKey(document: WebsiteDocument): string {
  return JSON.stringify(document, (_key, value: unknown) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/** Whether the draft holds work that exists nowhere else: a started site never saved, or edits since the last save. */
export function hasUnsavedWork(draft: BuilderDraft | null): boolean {
  if (!draft) return false;
  if (draft.savedJson !== undefined) return draft.savedJson !== documentKey(draft.document);
  return hasStartingPoint(draft.document);
}

/** Opens an unsaved document in the builder (the result page's Edit): it becomes the draft, at step 2 or the one asked. */
export function openInBuilder(document: WebsiteDocument, step = 2): void {
  writeDraft({ document, step });
}
