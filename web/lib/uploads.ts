// Sends one picture to /api/uploads and answers its address for the document ("/assets/<file>"). The checks here
// only spare a pointless upload; the server checks type, bytes and size again.
import { ApiError, readErrorMessage } from "./api";

export const UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_ACCEPT = UPLOAD_TYPES.join(",");

export async function uploadImage(file: File): Promise<string> {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) throw new ApiError(415, "Please choose a PNG, JPEG, WebP or GIF image.");
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(413, "Images can be at most 5 MB.");
  const res = await fetch("/api/uploads", { method: "POST", credentials: "include", headers: { "Content-Type": file.type }, body: file });
  if (!res.ok) {
    throw new ApiError(res.status, await readErrorMessage(res));
  }
  const body = (await res.json()) as { url: string };
  return body.url;
}

/** Where the app shows an uploaded picture: documents say /assets/<file>, the app serves it from /api/uploads/. */
export function appImageUrl(url: string): string {
  return url.startsWith("/assets/") ? `/api/uploads/${url.slice("/assets/".length)}` : url;
}
