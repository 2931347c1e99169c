// Cloudflare for SaaS custom hostnames (https://developers.cloudflare.com/api/resources/custom_hostnames/): when
// CF_API_TOKEN and CF_ZONE_ID are set, every custom domain is also registered with Cloudflare, which then routes
// it to this Worker and issues its certificate. A small fetch client: three calls do not justify an SDK in the
// Worker bundle. CF_API_URL points the client at a loopback stand-in in tests.

const DEFAULT_API_URL = "https://api.cloudflare.com/client/v4";
const DEADLINE_MS = 10_000;

export interface CustomHostname {
  id: string;
  /** pending, active, moved, deleted, blocked, ... */
  status: string;
  /** initializing, pending_validation, pending_issuance, pending_deployment, active, ... */
  certificateStatus: string;
  /** Cloudflare's own words on what is missing, if any. */
  errors: string[];
}

export interface CloudflareSettings {
  CF_API_TOKEN?: string;
  CF_ZONE_ID?: string;
  CF_API_URL?: string;
}

/** Raised for an answer Cloudflare refused or could not give; the message is safe to show the owner. */
export class CloudflareError extends Error {}

interface ApiHostname {
  id?: string;
  status?: string;
  ssl?: { status?: string; validation_errors?: { message?: string }[] };
  verification_errors?: string[];
}

interface Envelope {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
  result?: ApiHostname | ApiHostname[] | null;
}

export function cloudflareConfigured(env: CloudflareSettings): env is CloudflareSettings & { CF_API_TOKEN: string; CF_ZONE_ID: string } {
  return Boolean(env.CF_API_TOKEN && env.CF_ZONE_ID);
}

async function request(env: CloudflareSettings & { CF_API_TOKEN: string; CF_ZONE_ID: string }, method: string, path: string, body?: unknown): Promise<Envelope> {
  const base = (env.CF_API_URL || DEFAULT_API_URL).replace(/\/$/, "");
  let res: Response;
  try {
    res = await fetch(`${base}/zones/${encodeURIComponent(env.CF_ZONE_ID)}/custom_hostnames${path}`, {
      method,
      headers: { Authorization: `Bearer ${env.CF_API_TOKEN}`, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(DEADLINE_MS),
    });
  } catch {
    throw new CloudflareError("Cloudflare did not answer. Please try again in a minute.");
  }
  const envelope = (await res.json().catch(() => ({}))) as Envelope;
  if (!res.ok || envelope.success === false) {
    const reason = envelope.errors?.map((e) => e.message).filter(Boolean).join("; ");
    throw new CloudflareError(reason ? `Cloudflare refused the domain: ${reason}` : `Cloudflare answered ${res.status}. Please try again.`);
  }
  return envelope;
}

function toHostname(result: ApiHostname | null | undefined): CustomHostname {
  if (!result?.id) throw new CloudflareError("Cloudflare gave an answer without the domain.");
  return {
    id: result.id,
    status: result.status ?? "pending",
    certificateStatus: result.ssl?.status ?? "initializing",
    errors: [...(result.verification_errors ?? []), ...(result.ssl?.validation_errors ?? []).map((e) => e.message ?? "")].filter(Boolean),
  };
}

/** Registers a hostname; its certificate is validated over HTTP once the owner's DNS points at us. */
export async function createCustomHostname(env: CloudflareSettings & { CF_API_TOKEN: string; CF_ZONE_ID: string }, hostname: string): Promise<CustomHostname> {
  const envelope = await request(env, "POST", "", { hostname, ssl: { method: "http", type: "dv" } });
  return toHostname(envelope.result as ApiHostname);
}

export async function getCustomHostname(env: CloudflareSettings & { CF_API_TOKEN: string; CF_ZONE_ID: string }, id: string): Promise<CustomHostname> {
  const envelope = await request(env, "GET", `/${encodeURIComponent(id)}`);
  return toHostname(envelope.result as ApiHostname);
}

/** Removes a hostname; one that is already gone counts as removed. */
export async function deleteCustomHostname(env: CloudflareSettings & { CF_API_TOKEN: string; CF_ZONE_ID: string }, id: string): Promise<void> {
  try {
    await request(env, "DELETE", `/${encodeURIComponent(id)}`);
  } catch (err) {
    if (err instanceof CloudflareError && /not found|1436|1400/i.test(err.message)) return;
    throw err;
  }
}
