// The AI builder's form while it is being filled in (description, choices, chosen pictures), kept in this browser
// so the sign-in detour (to generate a picture) or a reload loses nothing. Cleared by nothing: the next form
// simply replaces it.
import { ownedKey } from "./owned-storage";
import type { GenerationRequest } from "./generated-site";

const KEY = "sitewright.ai-builder-draft";
const key = () => ownedKey(KEY);

export type AiBuilderDraft = Omit<GenerationRequest, "prompt">;

export function readDraft(): AiBuilderDraft | null {
  try {
    const raw = localStorage.getItem(key());
    if (!raw) return null;
    const value = JSON.parse(raw) as AiBuilderDraft;
    return typeof value.description === "string" ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the form; an empty description keeps nothing (there is no work to lose, or to hand on at sign-in). */
export function writeDraft(draft: AiBuilderDraft): void {
  try {
    if (draft.description.trim() || draft.images?.hero || draft.images?.about) localStorage.setItem(key(), JSON.stringify(draft));
    else localStorage.removeItem(key());
  } catch {
    // Storage full or disabled: the form keeps working from memory.
  }
}
