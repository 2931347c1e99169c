// The signed-in user's plan, limits and usage (GET /api/account), and their websites (GET /api/websites).
import useSWR from "swr";
import type { Tier } from "../../schema/plans";
import { fetcherOrNullOn401 } from "../lib/api";
import type { User } from "./use-user";

export interface Usage {
  used: number;
  limit: number | null;
}

export interface Account {
  user: User;
  plan: { tier: Tier; name: string; canDownload: boolean; premiumTemplatesIncluded: boolean };
  usage: { websites: Usage; imageCredits: Usage & { remaining: number | null }; customDomains: Usage };
}

export interface WebsiteSummary {
  id: string;
  name: string;
  status: "published" | "draft";
  address: string | null;
  updatedAt: string;
}

export function useAccount() {
  return useSWR<Account | null>("/api/account", fetcherOrNullOn401<Account>);
}

export function useWebsites(enabled: boolean) {
  // Lists are fetched only when logged in (spec).
  return useSWR<WebsiteSummary[] | null>(enabled ? "/api/websites" : null, fetcherOrNullOn401<WebsiteSummary[]>);
}
