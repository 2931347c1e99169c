// AI images: POST /api/generate-image spends one of the month's credits, makes the picture (worker/ai/images.ts) and
// keeps it as one of the user's pictures (R2 under their uploads, an `assets` row), so it is used, published and
// exported like an upload; a provider failure gives the credit back. GET /api/images is the user's picture
// library: everything they uploaded or generated, newest first.
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { generateImageSchema, IMAGE_FAILED, outOfCreditsAdvice } from "../../schema/images";
import { newId } from "../../schema/ids";
import { assets, generatedImages } from "../../schema/tables";
import { ImageFailedError, makeImage } from "../ai/images";
import { requireUser } from "../auth/require";
import { creditMonth, imageCredits, refundCredit, spendCredit } from "../credits";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { hit } from "../edge/limits";
import { validate } from "../validate";
import { uploadKey } from "../../schema/uploads";

const extensions = { "image/png": "png", "image/svg+xml": "svg" } as const;
/** The library shows this many pictures, newest first. */
const LIBRARY_LIMIT = 200;

export const generateImage = new Hono<AppEnv>().post("/", validate("json", generateImageSchema), async (c) => {
  const user = requireUser(c);
  const request = c.req.valid("json");
  // A person makes a few a minute; a script spending someone's credits in a loop does not get far.
  await hit(c.var.db, `image:user:${user.id}`, { max: 10, windowSeconds: 60 });
  const month = creditMonth();
  if (!(await spendCredit(c.var.db, user, month))) throw apiError(402, outOfCreditsAdvice(user.subscriptionTier));

  let made;
  try {
    made = await makeImage(c.env, request);
  } catch (err) {
    await refundCredit(c.var.db, user.id, month);
    if (err instanceof ImageFailedError) throw apiError(502, err.message || IMAGE_FAILED);
    throw err;
  }
  const id = newId("asset");
  const file = `${id}.${extensions[made.contentType]}`;
  const key = uploadKey(user.id, file);
  try {
    await c.env.FILES.put(key, made.bytes, { httpMetadata: { contentType: made.contentType } });
    await c.var.db.batch([
      c.var.db.insert(assets).values({ id, userId: user.id, kind: "generated", r2Key: key, contentType: made.contentType, size: made.bytes.byteLength }),
      c.var.db.insert(generatedImages).values({ id: newId("image"), userId: user.id, prompt: request.prompt, size: request.size, style: request.style, quality: request.quality, provider: made.provider, r2Key: key }),
    ]);
  } catch (err) {
    // Nothing kept, nothing spent.
    await refundCredit(c.var.db, user.id, month);
    await c.env.FILES.delete(key);
    throw err;
  }
  return c.json({ url: `/assets/${file}`, id, contentType: made.contentType, credits: await imageCredits(c.var.db, user) }, 201);
});

export const imagesApi = new Hono<AppEnv>().get("/", async (c) => {
  const user = requireUser(c);
  const rows = await c.var.db
    .select({ id: assets.id, kind: assets.kind, r2Key: assets.r2Key, contentType: assets.contentType, createdAt: assets.createdAt, prompt: generatedImages.prompt })
    .from(assets)
    .leftJoin(generatedImages, eq(generatedImages.r2Key, assets.r2Key))
    .where(eq(assets.userId, user.id))
    .orderBy(desc(assets.createdAt))
    .limit(LIBRARY_LIMIT);
  return c.json(
    rows.map((r) => ({ id: r.id, kind: r.kind, url: `/assets/${r.r2Key.slice(r.r2Key.lastIndexOf("/") + 1)}`, contentType: r.contentType, prompt: r.prompt, createdAt: r.createdAt.toISOString() })),
    200,
  );
});
