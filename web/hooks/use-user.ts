// The signed-in user, or null. The API answers null for nobody (ADR 0012); a 401 from an older server, a missing
// endpoint or the network read as "not logged in" too: the header must render for visitors whatever the API does.
import useSWR from "swr";
import type { PublicUser } from "../../schema/accounts";
import { api, readOrNullOn401 } from "../lib/api";

/** The shape GET /api/auth/user answers, shared with the Worker. */
export type User = PublicUser;

function isUser(value: unknown): value is User {
  return typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";
}

export const USER_KEY = "/api/auth/user";

export function useUser() {
  const { data, error, isLoading, mutate } = useSWR(USER_KEY, () => readOrNullOn401(api.auth.user.$get()));
  // A 200 that is not a user (say, the SPA's index.html from a dev server without the API) is nobody too.
  const user = !error && isUser(data) ? data : null;
  return { user, isLoading, isAuthenticated: user !== null, mutate };
}
