// Work kept in this browser (the builder's draft, the AI builder's form and designs) belongs to whoever made it:
// each signed-in account has its own keys, and a signed-out visitor the plain ones. So one account's unsaved site
// never shows for the next person on the browser, nor gets saved into their account; and its owner finds it again
// on signing back in. What a visitor makes signed out becomes theirs when they sign in (the sign-in detour).

/** The keys kept per owner. */
const OWNED = ["sitewright.builder", "sitewright.ai-builder-draft", "sitewright.generated"] as const;
export type OwnedKey = (typeof OWNED)[number];

let owner: string | null = null;

/** The storage key for `base` in the current owner's name. */
export function ownedKey(base: OwnedKey): string {
  return owner ? `${base}:${owner}` : base;
}

/**
 * Called with who is signed in (null for nobody) before anything reads its work. On signing in, the work made
 * signed out moves into the account when the account has none here, or when it was waiting for this sign-in to
 * be saved or published (the detour); otherwise the account's own work stays and the visitor's is dropped.
 */
export function setStorageOwner(userId: string | null): void {
  if (userId === owner) return;
  owner = userId;
  if (!userId) return;
  try {
    for (const base of OWNED) {
      const made = localStorage.getItem(base);
      if (made === null) continue;
      const own = `${base}:${userId}`;
      if (localStorage.getItem(own) === null || made.includes('"pendingAction"')) localStorage.setItem(own, made);
      localStorage.removeItem(base);
    }
  } catch {
    // Storage disabled: there is nothing to move.
  }
}
