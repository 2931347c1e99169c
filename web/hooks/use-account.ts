// The signed-in user's plan, limits and usage (GET /api/account), and their websites (GET /api/websites), in the
// shapes the Worker answers (the typed client carries them; nothing here is written by hand).
import useSWR from "swr";
import { api, readOrNullOn401 } from "../lib/api";

const fetchAccount = () => readOrNullOn401(api.account.$get());
const fetchWebsites = () => readOrNullOn401(api.websites.$get());

export type Account = NonNullable<Awaited<ReturnType<typeof fetchAccount>>>;
export type Usage = Account["usage"]["websites"];
export type WebsiteSummary = NonNullable<Awaited<ReturnType<typeof fetchWebsites>>>[number];

export const WEBSITES_KEY = "/api/websites";

export function useAccount() {
  return useSWR("/api/account", fetchAccount);
}

export function useWebsites(enabled: boolean) {
  // Lists are fetched only when logged in (spec).
  return useSWR(enabled ? WEBSITES_KEY : null, fetchWebsites);
}
