// Google sign-in: OpenID Connect authorization-code flow with PKCE, state and nonce. The ID token is checked with
// jose (signature from the provider's JWKS, issuer, audience, algorithm, expiry) and its nonce against ours.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { base64url } from "../bytes";

const DEFAULT_ISSUER = "https://accounts.google.com";
const TIMEOUT_MS = 10_000;

export interface GoogleConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export function googleConfig(env: Env): GoogleConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return { issuer: env.GOOGLE_ISSUER || DEFAULT_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

async function discover(issuer: string): Promise<Discovery> {
  const res = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`OIDC discovery answered ${res.status}`);
  const doc = (await res.json()) as Partial<Discovery>;
  if (!doc.authorization_endpoint || !doc.token_endpoint || !doc.jwks_uri || doc.issuer !== issuer) {
    throw new Error("OIDC discovery document is incomplete or names another issuer");
  }
  return doc as Discovery;
}

const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

export async function pkceChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

/** What we remember between the redirect out and the callback (in a short-lived __Host- cookie). */
export interface PendingLogin {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
}

export async function startLogin(config: GoogleConfig, redirectUri: string, returnTo: string) {
  const discovery = await discover(config.issuer);
  const pending: PendingLogin = { state: randomToken(), nonce: randomToken(), verifier: randomToken(), returnTo };
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: "openid email profile",
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await pkceChallenge(pending.verifier),
    code_challenge_method: "S256",
    prompt: "select_account",
  }).toString();
  return { url: url.toString(), pending };
}

export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  picture: string | null;
}

export async function finishLogin(
  config: GoogleConfig,
  redirectUri: string,
  code: string,
  pending: PendingLogin,
): Promise<GoogleIdentity> {
  const discovery = await discover(config.issuer);
  const res = await fetch(discovery.token_endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code_verifier: pending.verifier,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
  const tokens = (await res.json()) as { id_token?: unknown };
  if (typeof tokens.id_token !== "string") throw new Error("no id_token in the token response");
  const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: TIMEOUT_MS });
  const { payload } = await jwtVerify(tokens.id_token, jwks, {
    issuer: config.issuer,
    audience: config.clientId,
    // Google signs with RS256; naming it refuses `alg: none` and algorithm-confusion tokens.
    algorithms: ["RS256"],
    requiredClaims: ["sub", "nonce", "exp", "iat"],
  });
  if (payload.nonce !== pending.nonce) throw new Error("ID token nonce does not match");
  return identityFrom(payload);
}

function str(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function identityFrom(payload: JWTPayload): GoogleIdentity {
  const picture = str(payload.picture);
  return {
    subject: payload.sub as string,
    email: str(payload.email)?.toLowerCase() ?? null,
    emailVerified: payload.email_verified === true,
    givenName: str(payload.given_name),
    familyName: str(payload.family_name),
    name: str(payload.name),
    picture: picture?.startsWith("https://") ? picture : null,
  };
}
