// Free addresses and custom domains: the rules and words the Worker and the /domains screen share, so what the
// screen says while someone types is what the server will answer.
import { decodeLabel, mixesScripts, skeleton } from "./punycode";

/** The sites host's label that serves the template catalogue's previews, never a user's site. */
export const TEMPLATES_LABEL = "templates";

/** Names that would look like part of the platform (phishing bait) or clash with our own hosts. */
export const reservedSubdomains: ReadonlySet<string> = new Set([
  "www", "api", "app", "admin", "administrator", "mail", "smtp", "imap", "ftp", "ns1", "ns2", "static", "assets",
  "cdn", "status", "support", "help", "docs", "billing", "auth", "login", "signup", "account", "accounts",
  "dashboard", "localhost", "sitewright", "root", "security", "abuse", "postmaster", "webmaster", "proxy",
  // The catalogue's live previews: templates.<sites host>/<template id>/ (worker/templates/preview.ts).
  TEMPLATES_LABEL,
]);

/** A DNS label's limit. */
export const SUBDOMAIN_MAX = 63;
/** A host name's limit, in its ASCII form. */
export const DOMAIN_MAX = 253;
/** How long a site's old free address redirects to its new one before anyone may take it. */
export const REDIRECT_DAYS = 30;
/** The DNS guide's time to live, and how long changes can take to reach every resolver. */
export const DNS_TTL = 3600;
export const DNS_PROPAGATION_HOURS = 48;
/** While a custom domain is pending, the screen checks it again this often. */
export const RECHECK_SECONDS = 20;

/** The spec's subdomain input rule, applied as the user types: lower-case, only a-z, 0-9 and hyphens. */
export function cleanSubdomain(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, "");
}

/** The spec's custom-domain input rule, applied as the user types: lower-case. */
export function cleanCustomDomain(input: string): string {
  return input.toLowerCase();
}

export type SubdomainProblem = "empty" | "too-long" | "hyphen" | "reserved";

/** Why a (cleaned) label cannot be a free address, or null when it can (if nobody else has it). */
export function subdomainProblem(label: string): SubdomainProblem | null {
  if (label === "") return "empty";
  if (label.length > SUBDOMAIN_MAX) return "too-long";
  // Leading or trailing hyphens are not valid in DNS; "xn--" and friends are reserved for encoded names.
  if (label.startsWith("-") || label.endsWith("-") || label.slice(2, 4) === "--") return "hyphen";
  if (reservedSubdomains.has(label)) return "reserved";
  return null;
}

export const subdomainProblemText: Record<SubdomainProblem, string> = {
  empty: "Please enter a subdomain",
  "too-long": `A subdomain can be at most ${SUBDOMAIN_MAX} characters`,
  hyphen: "A subdomain cannot start or end with a hyphen, or have two after its second letter",
  reserved: "This name is reserved",
};

/** The hosts a custom domain may never be: the app's own and the one published sites live under. */
export interface OwnHosts {
  appHosts: readonly string[];
  sitesHost: string;
}

/** A custom domain in its stored form (lower-case ASCII, international names in punycode), or why it cannot be one. */
export function parseCustomDomain(input: string, own: OwnHosts): { hostname: string } | { problem: string } {
  const typed = cleanCustomDomain(input.trim()).replace(/\.$/, "");
  if (typed === "") return { problem: "Please enter a domain" };
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(typed)) return { problem: "Enter the domain without http:// or https://" };
  if (/[/?#@:\s]/.test(typed)) return { problem: "Enter just the domain, like www.example.com" };
  let hostname: string;
  try {
    // The URL parser applies the IDNA rules browsers use: 'café.example' becomes 'xn--caf-dma.example'.
    hostname = new URL(`http://${typed}`).hostname;
  } catch {
    return { problem: "This is not a valid domain name" };
  }
  if (hostname.startsWith("[") || /^[0-9.]+$/.test(hostname)) return { problem: "Enter a domain name, not an IP address" };
  if (hostname.length > DOMAIN_MAX) return { problem: `A domain can be at most ${DOMAIN_MAX} characters` };
  const labels = hostname.split(".");
  if (labels.length < 2) return { problem: "Enter a full domain, like example.com" };
  for (const label of labels) {
    if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label) || label.length > SUBDOMAIN_MAX) {
      return { problem: "This is not a valid domain name" };
    }
  }
  if (!/^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/.test(labels.at(-1)!)) return { problem: "This domain does not end in a real top-level domain" };
  // 'app.lоcalhost' with a Cyrillic о is checked as the Latin it reads as, and a label mixing alphabets is refused.
  if (labels.some((l) => decodeLabel(l) === null)) return { problem: "This is not a valid domain name" };
  if (labels.some(mixesScripts)) return { problem: "This domain mixes letters from different alphabets" };
  const looks = skeleton(hostname);
  if (looks === "localhost" || looks.endsWith(".localhost")) return { problem: "localhost cannot be a custom domain" };
  const sites = own.sitesHost.toLowerCase();
  const ownHosts = [...own.appHosts.map((h) => h.toLowerCase()), sites];
  if (ownHosts.some((h) => looks === skeleton(h) || looks.endsWith(`.${skeleton(h)}`))) {
    return { problem: `Enter your own domain: ${sites} addresses are free subdomains` };
  }
  return { hostname };
}

/** One line of a custom domain's DNS guide. */
export interface DnsRecord {
  type: "A" | "CNAME" | "TXT";
  name: string;
  value: string;
  ttl: number;
}

/** Where the owner proves control of a custom domain: a TXT record at this name holding `txtValue(token)`. */
export function txtName(hostname: string): string {
  return `_sitewright.${hostname}`;
}

export function txtValue(token: string): string {
  return `sitewright-verify=${token}`;
}

/** The www form of a domain and the other way round: a visit to the one the owner did not choose is redirected. */
export function alternateHost(hostname: string): string {
  return hostname.startsWith("www.") ? hostname.slice(4) : `www.${hostname}`;
}

// The spec's toasts and failure texts (sections 7 and 8).
export const SUBDOMAIN_CREATED = "Subdomain created";
export const SUBDOMAIN_FAILED = "Failed to create subdomain";
export const SUBDOMAIN_FAILED_HINT = "Please try a different subdomain name";
export const CUSTOM_DOMAIN_ADDED = "Custom domain added";
export const CUSTOM_DOMAIN_ADDED_HINT = "Configure your DNS as shown to connect it";
export const CUSTOM_DOMAIN_FAILED = "Failed to add custom domain";
export const CUSTOM_DOMAIN_FAILED_HINT = "Please check your subscription status or try a different domain";
export const DOMAIN_DELETED = "Domain deleted";
export const DELETE_DOMAIN_FAILED = "Failed to delete domain";
export const DELETE_DOMAIN_FAILED_HINT = "Please try again later";
export const VERIFICATION_STARTED = "Verification initiated";
export const VERIFICATION_STARTED_HINT = "This may take a few minutes";
export const VERIFY_FAILED = "Verification failed";
export const VERIFY_FAILED_HINT = "Please check your DNS configuration and try again";
export const DOMAIN_NOT_FOUND = "Domain not found";
export const SUBDOMAIN_TAKEN = "This subdomain is taken";
export const DOMAIN_TAKEN = "This domain is already connected to another website. Add it and prove you control it to move it here.";
export const DOMAIN_ALREADY_ADDED = "You have already added this domain";

/** The server's refusal when the plan allows no (more) custom domains: points at the subscription, as the spec asks. */
/** A custom domain's error once the plan that allowed it has ended (or allows fewer). */
export const DOMAIN_PLAN_LAPSED = "Your plan no longer includes this custom domain. Upgrade to connect it again.";

export function customDomainLimitMessage(limit: number): string {
  return limit === 0
    ? "Custom domains are a premium feature. Upgrade your subscription to connect your own domain."
    : `Your subscription includes ${limit} custom domain${limit === 1 ? "" : "s"}. Upgrade it or remove one to add another.`;
}
