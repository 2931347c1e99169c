// The signed-in user's free addresses and custom domains (GET /api/domains) and the hosts a custom domain may not
// be (GET /api/domains/hosts), in the shapes the Worker answers.
import useSWR from "swr";
import { api, read, readOrNullOn401 } from "../lib/api";

const fetchDomains = () => readOrNullOn401(api.domains.$get());

export type DomainEntry = NonNullable<Awaited<ReturnType<typeof fetchDomains>>>[number];

export const DOMAINS_KEY = "/api/domains";

export function useDomains(enabled: boolean) {
  // Lists are fetched only when logged in (spec).
  return useSWR(enabled ? DOMAINS_KEY : null, fetchDomains);
}

export function useOwnHosts(enabled: boolean) {
  return useSWR(enabled ? "/api/domains/hosts" : null, () => read(api.domains.hosts.$get()));
}
