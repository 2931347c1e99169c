// A loopback OpenID Connect provider that speaks Google's endpoints (discovery, authorize, token, JWKS) for
// tests. Runs in Node. The test picks the identity and any misbehaviour through query parameters on /authorize.
import { createServer, type Server } from "node:http";
import { createHash, randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

/** Ways the provider can misbehave, to prove the Worker refuses each. */
export type OidcMode = "ok" | "wrong-audience" | "wrong-nonce" | "alg-none" | "wrong-issuer" | "other-key";

interface Grant {
  clientId: string;
  redirectUri: string;
  nonce: string;
  challenge: string;
  sub: string;
  email: string;
  emailVerified: boolean;
  mode: OidcMode;
  used: boolean;
}

export interface OidcProvider {
  url: string;
  stop(): Promise<void>;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

export async function startOidcProvider(clients: Record<string, string>): Promise<OidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const stranger = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const grants = new Map<string, Grant>();
  let base = "";

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/jwks`,
        id_token_signing_alg_values_supported: ["RS256"],
      });
    }
    if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
    if (url.pathname === "/authorize") {
      const q = url.searchParams;
      const redirectUri = q.get("redirect_uri") ?? "";
      if (!((q.get("client_id") ?? "") in clients) || q.get("code_challenge_method") !== "S256" || !q.get("code_challenge")) {
        return json(400, { error: "invalid_request" });
      }
      const code = randomBytes(16).toString("hex");
      grants.set(code, {
        clientId: q.get("client_id") ?? "",
        redirectUri,
        nonce: q.get("nonce") ?? "",
        challenge: q.get("code_challenge") ?? "",
        sub: q.get("test_sub") ?? "google-sub-1",
        email: q.get("test_email") ?? "someone@example.com",
        emailVerified: q.get("test_email_verified") !== "false",
        mode: (q.get("test_mode") as OidcMode | null) ?? "ok",
        used: false,
      });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", q.get("state") ?? "");
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }
    if (url.pathname === "/token" && req.method === "POST") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const grant = grants.get(form.get("code") ?? "");
      const clientId = form.get("client_id") ?? "";
      if (!grant || grant.used || grant.clientId !== clientId || clients[clientId] !== form.get("client_secret")) {
        return json(400, { error: "invalid_grant" });
      }
      grant.used = true;
      const verifierHash = createHash("sha256").update(form.get("code_verifier") ?? "").digest("base64url");
      if (verifierHash !== grant.challenge || form.get("redirect_uri") !== grant.redirectUri) {
        return json(400, { error: "invalid_grant" });
      }
      const claims = {
        email: grant.email,
        email_verified: grant.emailVerified,
        name: "Wanjiru Kamau",
        given_name: "Wanjiru",
        family_name: "Kamau",
        picture: "https://example.com/avatar.png",
        nonce: grant.mode === "wrong-nonce" ? "not-the-nonce" : grant.nonce,
      };
      const audience = grant.mode === "wrong-audience" ? "someone-elses-client" : grant.clientId;
      const issuer = grant.mode === "wrong-issuer" ? "https://evil.example" : base;
      let idToken: string;
      if (grant.mode === "alg-none") {
        const now = Math.floor(Date.now() / 1000);
        idToken = `${b64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${b64url(
          JSON.stringify({ ...claims, iss: issuer, aud: audience, sub: grant.sub, iat: now, exp: now + 600 }),
        )}.`;
      } else {
        idToken = await new SignJWT(claims)
          .setProtectedHeader({ alg: "RS256", kid: "test-key" })
          .setIssuer(issuer)
          .setAudience(audience)
          .setSubject(grant.sub)
          .setIssuedAt()
          .setExpirationTime("10m")
          .sign(grant.mode === "other-key" ? stranger.privateKey : privateKey);
      }
      return json(200, { access_token: "unused", token_type: "Bearer", expires_in: 600, id_token: idToken });
    }
    json(404, { error: "not_found" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  base = `http://127.0.0.1:${address.port}`;
  return {
    url: base,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
