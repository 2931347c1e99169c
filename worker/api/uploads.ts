// /api/uploads: pictures a user puts in their documents (logo, hero, gallery). The body is the image's raw bytes;
// only four raster types are taken, and only when the bytes say the same as the Content-Type (SVG never: it can
// carry script). A document names an upload "/assets/<file>"; publish and export copy it (sites/build.ts).
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { newId } from "../../schema/ids";
import { assets } from "../../schema/tables";
import { isUploadType, MAX_UPLOAD_BYTES, NOT_AN_IMAGE, TOO_LARGE, uploadKey, uploadTypes, type UploadType } from "../../schema/uploads";
import { bodyType } from "../auth/csrf";
import { requireUser } from "../auth/require";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { bodyLimit } from "../request-body";

export const MAX_UPLOADS_PER_USER = 200;

/** The first bytes every file of each accepted type (schema/uploads.ts) starts with. */
const isMagic: Record<UploadType, (b: Uint8Array) => boolean> = {
  "image/png": (b) => startsWith(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  "image/jpeg": (b) => startsWith(b, 0, [0xff, 0xd8, 0xff]),
  "image/gif": (b) => startsWith(b, 0, ascii("GIF87a")) || startsWith(b, 0, ascii("GIF89a")),
  "image/webp": (b) => startsWith(b, 0, ascii("RIFF")) && startsWith(b, 8, ascii("WEBP")),
};

function ascii(text: string): number[] {
  return Array.from(text, (ch) => ch.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, offset: number, prefix: number[]): boolean {
  return bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b);
}


/**
 * An upload's public name: its row id and extension. Anything else cannot name an upload, so it is not found. SVG is
 * never uploaded (it can carry script): only the image generator makes SVG, from its own drawing code.
 */
const fileSchema = v.pipe(v.string(), v.regex(/^ast_[0-9a-z]{16}\.(?:png|jpg|webp|gif|svg)$/));

export const uploads = new Hono<AppEnv>()
  .post(
    "/",
    // Who is asking, before a byte is read: an anonymous 5 MB body costs nothing.
    async (c, next) => {
      requireUser(c);
      await next();
    },
    // This route's own limit: the app-wide 1 MB one (app.ts) skips it.
    bodyLimit(MAX_UPLOAD_BYTES, TOO_LARGE),
    async (c) => {
      const user = requireUser(c);
      const mediaType = bodyType(c);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.byteLength === 0) throw apiError(400, "The file is empty.");
      // A file's first bytes decide how a browser that sniffs would treat it: they must match the declared type.
      if (!isUploadType(mediaType) || !isMagic[mediaType](bytes)) throw apiError(415, NOT_AN_IMAGE);

      const id = newId("asset");
      const file = `${id}.${uploadTypes[mediaType]}`;
      const key = uploadKey(user.id, file);
      // The row first, in one statement with the count, so two quick uploads cannot both slip under the cap.
      const inserted = await c.var.db.run(sql`
        insert into assets (id, user_id, r2_key, content_type, size, created_at)
        select ${id}, ${user.id}, ${key}, ${mediaType}, ${bytes.byteLength}, ${Date.now()}
        where (select count(*) from assets where user_id = ${user.id} and kind = 'upload') < ${MAX_UPLOADS_PER_USER}`);
      if (inserted.rowsAffected === 0) {
        throw apiError(
          403,
          `You have reached the limit of ${MAX_UPLOADS_PER_USER} uploaded images. Delete a website's unused images or contact support.`,
        );
      }
      try {
        await c.env.FILES.put(key, bytes, { httpMetadata: { contentType: mediaType } });
      } catch (err) {
        // No row without its file: the upload simply did not happen.
        await c.var.db.delete(assets).where(eq(assets.id, id));
        throw err;
      }
      return c.json({ id, url: `/assets/${file}`, contentType: mediaType, size: bytes.byteLength }, 201);
    },
  )
  // Public to whoever has the unguessable name: the live preview is a sandboxed frame with an opaque origin, so its
  // image requests carry no session cookie.
  .get("/:file", async (c) => {
    const parsed = v.safeParse(fileSchema, c.req.param("file"));
    if (!parsed.success) throw apiError(404, "Image not found");
    const file = parsed.output;
    const [row] = await c.var.db.select().from(assets).where(eq(assets.id, file.slice(0, file.indexOf(".")))).limit(1);
    // The extension must be the stored one too: one image has exactly one name.
    const object = row?.r2Key.endsWith(`/${file}`) ? await c.env.FILES.get(row.r2Key) : null;
    if (!row || !object) throw apiError(404, "Image not found");
    return new Response(object.body, {
      headers: {
        "Content-Type": row.contentType,
        "Content-Length": String(object.size),
        "Content-Disposition": "inline",
        "X-Content-Type-Options": "nosniff",
        // Opened on its own, the file is still no page: no scripts, no plugins, an opaque origin.
        "Content-Security-Policy": "default-src 'none'; sandbox",
        // A name is never reused for other bytes.
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  });
