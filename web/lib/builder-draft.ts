// The manual builder's draft, kept after every edit so a reload, a crash, a failed request or the sign-in detour
// never loses work. Each tab keeps its own copy (sessionStorage, which a reload keeps and another tab does not
// share), and the latest of any tab is in localStorage, where a new tab finds it. A tab reloaded after another
// changed the draft keeps its own and is told (otherTabDraft); nothing is merged. Anything unreadable is ignored.
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

/** A draft as kept: which tab wrote it, and when. */
interface KeptDraft extends BuilderDraft {
  tab?: string;
  at?: number;
}

/** This tab's own name, kept for its life (and its reloads) in sessionStorage. */
const TAB = (() => {
  try {
    const known = sessionStorage.getItem("sitewright.tab");
    if (known) return known;
    const made = crypto.randomUUID();
    sessionStorage.setItem("sitewright.tab", made);
    return made;
  } catch {
    return "this-tab";
  }
})();

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
  tab: v.optional(v.string()),
  at: v.optional(v.number()),
});

/** A kept draft from its text, or null when there is none or it cannot be trusted. */
export function parseDraft(raw: string | null): KeptDraft | null {
  try {
    if (!raw) return null;
    const parsed = v.safeParse(draftSchema, JSON.parse(raw));
    return parsed.success ? (parsed.output as unknown as KeptDraft) : null;
  } catch {
    return null;
  }
}

function kept(storage: "session" | "local"): KeptDraft | null {
  try {
    return parseDraft((storage === "session" ? sessionStorage : localStorage).getItem(key()));
  } catch {
    return null;
  }
}

/** The draft itself, without who kept it and when. */
function unstamped(draft: KeptDraft | null): BuilderDraft | null {
  if (!draft) return null;
  const { tab: _tab, at: _at, ...rest } = draft;
  return rest;
}

/** This tab's draft (after a reload), or else the latest any tab kept (a new tab goes on from there). */
export function readDraft(): BuilderDraft | null {
  return unstamped(kept("session") ?? kept("local"));
}

/**
 * The draft another tab kept after this tab's own, when its work differs: this tab keeps its own, and the screen
 * says so with a way to open the other. Null when there is none.
 */
export function otherTabDraft(): BuilderDraft | null {
  const mine = kept("session");
  const latest = kept("local");
  if (!mine || !latest || latest.tab === undefined || latest.tab === TAB || (latest.at ?? 0) <= (mine.at ?? 0)) return null;
  return documentKey(latest.document) === documentKey(mine.document) ? null : unstamped(latest);
}

/** A draft another tab just kept (a `storage` event's new value), when its work differs from `current`. */
export function draftFromOtherTab(event: StorageEvent, current: WebsiteDocument): BuilderDraft | null {
  if (event.key !== key()) return null;
  const theirs = parseDraft(event.newValue);
  return theirs && theirs.tab !== TAB && documentKey(theirs.document) !== documentKey(current) ? unstamped(theirs) : null;
}

/** What this tab last kept, as content (per owner): an edit is a change from it, without reading storage back. */
let lastKept: { key: string; content: string } | null = null;

/** Keeps the draft for this tab, and as the latest for any tab when its content changed (opening a tab is no edit). */
export function writeDraft(draft: BuilderDraft): void {
  const text = JSON.stringify({ ...draft, tab: TAB, at: Date.now() });
  const content = stableJson(draft);
  try {
    const at = key();
    // Read back only the first time (a reload, a new tab); after that this tab knows what it kept.
    const before = lastKept?.key === at ? lastKept.content : stableJson(unstamped(kept("session") ?? kept("local")));
    sessionStorage.setItem(at, text);
    lastKept = { key: at, content };
    // A builder opened on nothing (no template, no saved site) is no work for another tab or a sign-in to take up.
    if (!hasStartingPoint(draft.document) && draft.websiteId === undefined) return;
    if (before !== content) localStorage.setItem(at, text);
  } catch {
    // Storage full or disabled (private mode): the editor keeps working from memory.
  }
}

/**
 * A document as text that depends only on its content, not on the order of its keys (reading a draft back from
 * storage, or a document from the server, may order them differently): equal keys mean equal documents.
 */
export function documentKey(document: WebsiteDocument): string {
  return stableJson(document);
}

/** Any value as text that does not depend on the order of its objects' keys. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, value: unknown) =>
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
