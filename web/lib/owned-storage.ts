// Work kept in this browser (the builder's draft, the AI builder's form and designs) belongs to whoever made it:
// each signed-in account has its own keys, and a signed-out visitor the plain ones. So one account's unsaved site
// never shows for the next person on the browser, nor gets saved into their account; and its owner finds it again
// on signing back in. What a visitor makes signed out becomes theirs when they sign in (the sign-in detour).

/** The keys kept per owner. */
const OWNED = ["sitewright.builder", "sitewright.ai-builder-draft", "sitewright.generated"] as const;
export type OwnedKey = (typeof OWNED)[number];

/** Who was signed in when this browser last knew: the first screen drawn reads their work before the user loads. */
const OWNER_HINT = "sitewright.owner";
let owner: string | null = (() => {
  try {
    return localStorage.getItem(OWNER_HINT);
  } catch {
    return null;
  }
})();

/** The storage key for `base` in the current owner's name. */
export function ownedKey(base: OwnedKey): string {
  return owner ? `${base}:${owner}` : base;
}

/**
 * Called with who is signed in (null for nobody), by each screen that shows such work, once the user is known and
 * before it reads. On signing in, the work made
 * signed out moves into the account when the account has none here, or when it was waiting for this sign-in to
 * be saved or published (the detour); otherwise the account's own work stays and the visitor's is dropped.
 */
export function setStorageOwner(userId: string | null): void {
  if (userId === owner) return;
  owner = userId;
  try {
    if (userId) localStorage.setItem(OWNER_HINT, userId);
    else localStorage.removeItem(OWNER_HINT);
  } catch {
    // Storage disabled: nothing is kept to move either.
  }
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

/** Removes the current owner's work from this browser (logging out): every owned key, in this tab and for all. */
export function forgetOwnedWork(): void {
  try {
    for (const base of OWNED) {
      localStorage.removeItem(ownedKey(base));
      sessionStorage.removeItem(ownedKey(base));
    }
  } catch {
    // Storage disabled: nothing was kept.
  }
}
