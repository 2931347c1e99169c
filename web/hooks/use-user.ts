// The signed-in user, or null. The API answers null for nobody (ADR 0012); a 401 from an older server, a missing
// endpoint or the network read as "not logged in" too: the header must render for visitors whatever the API does.
import useSWR from "swr";
import type { PublicUser } from "../../schema/accounts";

/** The shape GET /api/auth/user answers, shared with the Worker. */
export type User = PublicUser;

function isUser(value: unknown): value is User {
  return typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";
}

export const USER_KEY = "/api/auth/user";

export function useUser() {
  // The one call the app's frame makes on every page, so a plain fetch: the typed client (lib/api.ts, with its
  // cookie helpers) is nearly 2 KB of the front door's 100 KB, and every screen that acts loads it anyway (ADR 0012).
  const { data, error, isLoading, mutate } = useSWR(USER_KEY, async () => {
    const res = await fetch(USER_KEY, { credentials: "include" });
    if (!res.ok) throw new Error(String(res.status));
    return (await res.json()) as User | null;
  });
  // A 200 that is not a user (say, the SPA's index.html from a dev server without the API) is nobody too.
  const user = !error && isUser(data) ? data : null;
  return { user, isLoading, isAuthenticated: user !== null, mutate };
}
