// Verifying a custom domain: the owner proves control with a TXT record holding this claim's own token, the
// domain must point at us, and with Cloudflare for SaaS configured its custom hostname and certificate must both
// be active. Every outcome comes with the reason in plain words, shown on the /domains screen.
import { txtName, txtValue } from "../../schema/domains";
import type { DomainStatus } from "../../schema/tables";
import { cloudflareConfigured, CloudflareError, getCustomHostname } from "./cloudflare";
import { DnsLookupError, lookup } from "./doh";

export interface DomainCheck {
  status: DomainStatus;
  /** Why it is not active yet; null when it is. */
  error: string | null;
  /** The certificate's state when Cloudflare issues it; null without Cloudflare for SaaS. */
  certificateStatus: string | null;
}

/** Where domains must point: a CNAME to the proxy host (subdomains like www) or A records to our addresses (roots). */
export function dnsTargets(env: Env): { cname: string; ips: string[] } {
  return {
    cname: (env.CUSTOM_DOMAIN_TARGET || `proxy.${env.SITES_HOST}`).toLowerCase(),
    ips: (env.CUSTOM_DOMAIN_IPS ?? "").split(",").map((ip) => ip.trim()).filter(Boolean),
  };
}

export async function checkCustomDomain(
  env: Env,
  domain: { hostname: string; verificationToken: string | null; cfHostnameId: string | null; certificateStatus: string | null },
): Promise<DomainCheck> {
  const certificateStatus = domain.certificateStatus;
  const pending = (error: string): DomainCheck => ({ status: "pending", error, certificateStatus });
  const failed = (error: string): DomainCheck => ({ status: "error", error, certificateStatus });
  try {
    const name = txtName(domain.hostname);
    const expected = txtValue(domain.verificationToken ?? "");
    const values = await lookup(env.DOH_URL, name, "TXT");
    if (values.length === 0) {
      return pending(`No TXT record at ${name} yet. Add it as shown below; DNS changes can take up to 48 hours to be seen.`);
    }
    if (!values.includes(expected)) {
      return failed(`The TXT record at ${name} holds a different value. It must be exactly ${expected}.`);
    }
    const targets = dnsTargets(env);
    const [cnames, addresses] = await Promise.all([lookup(env.DOH_URL, domain.hostname, "CNAME"), lookup(env.DOH_URL, domain.hostname, "A")]);
    const pointsHere = cnames.includes(targets.cname) || addresses.some((ip) => targets.ips.includes(ip));
    if (!pointsHere) {
      return failed(`${domain.hostname} does not point at us yet. Add the A record (for a root domain) or the CNAME record (for www and other subdomains) shown below.`);
    }
  } catch (err) {
    if (err instanceof DnsLookupError) return pending(err.message);
    throw err;
  }
  if (cloudflareConfigured(env) && domain.cfHostnameId) {
    try {
      const hostname = await getCustomHostname(env, domain.cfHostnameId);
      if (hostname.status === "active" && hostname.certificateStatus === "active") {
        return { status: "active", error: null, certificateStatus: hostname.certificateStatus };
      }
      const detail = hostname.errors.length > 0 ? ` ${hostname.errors.join(" ")}` : "";
      return {
        status: "pending",
        error: `The domain is verified; its secure connection is being set up (hostname ${hostname.status.replace(/_/g, " ")}, certificate ${hostname.certificateStatus.replace(/_/g, " ")}).${detail}`,
        certificateStatus: hostname.certificateStatus,
      };
    } catch (err) {
      if (err instanceof CloudflareError) return pending(err.message);
      throw err;
    }
  }
  return { status: "active", error: null, certificateStatus };
}
