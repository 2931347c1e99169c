// Work kept in this browser (the builder's draft, the AI builder's form and designs) belongs to whoever made it:
// each signed-in account has its own keys, and a signed-out visitor the plain ones. So one account's unsaved site
// never shows for the next person on the browser, nor gets saved into their account. What a visitor makes signed
// out becomes the account's when they sign in to save or publish it (the sign-in detour), or when they choose so
// on signing in (visitorWork, adoptVisitorWork); otherwise it stays the signed-out visitor's.

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
 * before it reads. On signing in, work made signed out that was waiting for this sign-in to be saved or published
 * (the detour) moves into the account; other work made signed out waits for its maker's choice.
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
    // Signing in to save or publish was the choice: all the work made signed out goes with it.
    if (OWNED.some((base) => localStorage.getItem(base)?.includes('"pendingAction"'))) adoptVisitorWork(userId);
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

/** The kinds of work made signed out that wait in this browser for their maker's choice. */
export function visitorWork(): OwnedKey[] {
  try {
    return OWNED.filter((base) => localStorage.getItem(base) !== null);
  } catch {
    return [];
  }
}

/** The maker chose: what they made signed out becomes the signed-in account's (over its own in this browser). */
export function adoptVisitorWork(userId: string): void {
  try {
    for (const base of visitorWork()) {
      localStorage.setItem(`${base}:${userId}`, localStorage.getItem(base)!);
      localStorage.removeItem(base);
    }
  } catch {
    // Storage disabled: nothing to move.
  }
}
