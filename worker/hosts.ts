// Which product a request is for, decided by the URL's hostname (never the Host header: see docs/decisions).
export type HostKind =
  | { kind: "app" }
  /** `<label>.<SITES_HOST>`: a free subdomain. */
  | { kind: "subdomain"; label: string; hostname: string }
  /** Anything else: possibly a verified custom domain. */
  | { kind: "custom"; hostname: string };

/** The app's own host names (APP_HOSTS), lower-case. */
export function appHosts(env: Pick<Env, "APP_HOSTS">): string[] {
  return env.APP_HOSTS.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean);
}

export function classifyHost(hostname: string, env: Pick<Env, "APP_HOSTS" | "SITES_HOST">): HostKind {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (appHosts(env).includes(host)) return { kind: "app" };
  const suffix = `.${env.SITES_HOST.toLowerCase()}`;
  if (host.endsWith(suffix)) {
    const label = host.slice(0, -suffix.length);
    // Only one label deep: `a.b.<sites host>` is not a site we issued.
    if (/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) return { kind: "subdomain", label, hostname: host };
  }
  return { kind: "custom", hostname: host };
}
