// The template catalogue's built-in entries (site/catalogue/) written into libSQL, where the catalogue lives beside
// the templates administrators upload. Run as a deploy step (scripts/deploy-database.ts), when the app starts
// locally, and by the schedule (so a deploy that skipped the step catches up within minutes), never on a visitor's
// request; it changes nothing unless the entries in the code changed since the last run (their hash is kept in
// admin_settings), and it never touches download counts or uploads.
import { eq } from "drizzle-orm";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { newId } from "../../schema/ids";
import { adminSettings, catalogueTemplates } from "../../schema/tables";
import type * as tables from "../../schema/tables";
import { catalogueEntries, type CatalogueEntry } from "../../site/catalogue/entries";
import { hex, sha256 } from "../bytes";

type AnyDb = LibSQLDatabase<typeof tables>;

const VERSION_KEY = "catalogue.builtin";

/** Where a built-in template's preview picture is (web/public/template-previews/, made from the template itself). */
export function builtinPreviewPath(slug: string): string {
  return `/template-previews/${slug}.jpg`;
}

async function versionOf(entries: CatalogueEntry[]): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(entries.map((e) => [e.slug, e.name, e.description, e.category, e.isPremium, e.priceCents, e.document])));
  return hex(await sha256(bytes));
}

/** Writes the built-in entries into the catalogue when they changed; answers how many rows it wrote. */
export async function syncBuiltinCatalogue(db: AnyDb, entries: CatalogueEntry[] = catalogueEntries): Promise<number> {
  const version = await versionOf(entries);
  const [known] = await db.select({ value: adminSettings.value }).from(adminSettings).where(eq(adminSettings.key, VERSION_KEY));
  if (known?.value === version) return 0;
  const now = new Date();
  const writes = entries.map((entry) => {
    const values = {
      name: entry.name,
      description: entry.description,
      category: entry.category,
      isPremium: entry.isPremium,
      downloadPriceCents: entry.priceCents,
      document: entry.document,
      previewImage: builtinPreviewPath(entry.slug),
    };
    const id = newId("template");
    return db
      .insert(catalogueTemplates)
      .values({ id, slug: entry.slug, source: "builtin", filesKey: `templates/${id}/`, ...values })
      .onConflictDoUpdate({ target: catalogueTemplates.slug, set: { ...values, updatedAt: now }, setWhere: eq(catalogueTemplates.source, "builtin") });
  });
  // One batch: a catalogue is never half updated.
  await db.batch([
    ...(writes as [(typeof writes)[number], ...(typeof writes)[number][]]),
    db
      .insert(adminSettings)
      .values({ key: VERSION_KEY, value: version })
      .onConflictDoUpdate({ target: adminSettings.key, set: { value: version, updatedAt: now } }),
  ]);
  return entries.length;
}
