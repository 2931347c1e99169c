// Rows for Worker tests, written through the same drizzle tables the app uses.
import { eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { newId } from "../../schema/ids";
import { siteVersions, users, websites } from "../../schema/tables";
import { hashPassword } from "../auth/password";
import { createDb } from "../db";
import { defaultDocument } from "../../schema/site-document";

export const db = createDb(env);

export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = newId("user");
  const [user] = await db
    .insert(users)
    .values({ id, firstName: "Test", lastName: "User", email: `${id}@example.com`, ...overrides })
    .returning();
  return user!;
}

/** A website with one published version whose files are written to R2; owned by a new user unless given one. */
export async function createPublishedSite(subdomain: string | null, files: Record<string, string>, owner?: typeof users.$inferSelect) {
  const user = owner ?? (await createUser());
  const siteId = newId("website");
  const versionId = newId("version");
  await db.insert(websites).values({ id: siteId, userId: user.id, name: subdomain ?? "Unnamed", document: defaultDocument(), subdomain });
  for (const [path, body] of Object.entries(files)) await env.FILES.put(`sites/${siteId}/${versionId}/${path}`, body);
  await db.insert(siteVersions).values({ id: versionId, websiteId: siteId, document: defaultDocument(), files: {} });
  await db.update(websites).set({ publishedVersionId: versionId }).where(eq(websites.id, siteId));
  return { user, siteId, versionId };
}


/** A user who can log in with `password` (hashed with the test pepper from vitest.config.ts). */
export async function createUserWithPassword(password: string, overrides: Partial<typeof users.$inferInsert> = {}) {
  return createUser({ passwordHash: await hashPassword(password, env.PASSWORD_PEPPER ?? ""), ...overrides });
}

/**
 * What the API may show of a user, written out here rather than taken from the app's own mapping, so a test
 * fails if an answer gains a field (a password hash) or loses one.
 */
export function publicFields(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    subscriptionTier: user.subscriptionTier,
    emailVerified: user.emailVerified,
  };
}
