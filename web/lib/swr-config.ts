// App-wide SWR behaviour, apart from the API client: the app's frame (on the front door's first load) needs it,
// and not the client.
import type { SWRConfiguration } from "swr";

/**
 * App-wide SWR behaviour from the spec: no retries, no refetch on focus or reconnect, no polling, never stale by
 * time. Every hook keys its data by the path it GETs and reads it with the typed client.
 */
export const swrConfig = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  revalidateIfStale: false,
} satisfies SWRConfiguration;
