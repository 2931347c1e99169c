// Links sent by email that prove their reader holds an address (password reset, confirming an address): a random
// 256-bit token in the link, kept only as its SHA-256, so a database read never yields a working link.
import type { Context } from "hono";
import { base64url, hex, sha256 } from "../bytes";
import type { AppEnv } from "../env";

export function newLinkToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function linkTokenHash(token: string): Promise<string> {
  return hex(await sha256(token));
}

/** The app's page that takes the token (`/reset-password`, `/confirm-email`), on the app's public address. */
export function appLink(c: Context<AppEnv>, path: string, token: string): string {
  const origin = (c.env.APP_URL || new URL(c.req.url).origin).replace(/\/$/, "");
  return `${origin}${path}?token=${token}`;
}
