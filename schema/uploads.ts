// The upload rules the app and the API share: which pictures, how large, and what to say otherwise. The API
// checks them again against the bytes themselves (worker/api/uploads.ts); the app checks first only to spare a
// pointless upload (web/lib/uploads.ts).

/** The accepted types and the extension each upload's name gets. Never SVG: it can carry script. */
export const uploadTypes = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/gif": "gif" } as const;
export type UploadType = keyof typeof uploadTypes;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = "Please choose a PNG, JPEG, WebP or GIF image.";
export const TOO_LARGE = "Images can be at most 5 MB.";

/** Where an upload lives in R2: under its owner, so a document can only ever copy its owner's pictures. */
export function uploadKey(userId: string, file: string): string {
  return `uploads/${userId}/${file}`;
}

export function isUploadType(mediaType: string): mediaType is UploadType {
  return Object.hasOwn(uploadTypes, mediaType);
}
