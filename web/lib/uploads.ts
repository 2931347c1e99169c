// Sends one picture to /api/uploads and answers its address for the document ("/assets/<file>"). The checks here
// only spare a pointless upload; the server checks type, bytes and size again (the rules: schema/uploads.ts).
import { isUploadType, MAX_UPLOAD_BYTES, NOT_AN_IMAGE, TOO_LARGE, uploadTypes } from "../../schema/uploads";
import { api, ApiError, read } from "./api";

export const UPLOAD_ACCEPT = Object.keys(uploadTypes).join(",");

export async function uploadImage(file: File): Promise<string> {
  if (!isUploadType(file.type)) throw new ApiError(415, NOT_AN_IMAGE);
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, TOO_LARGE);
  // The picture goes as its own bytes under its own type (the route reads the raw body, not JSON).
  const { url } = await read(api.uploads.$post(undefined, { init: { body: file, headers: { "Content-Type": file.type } } }));
  return url;
}

/** Where the app shows an uploaded picture: documents say /assets/<file>, the app serves it from /api/uploads/. */
export function appImageUrl(url: string): string {
  return url.startsWith("/assets/") ? `/api/uploads/${url.slice("/assets/".length)}` : url;
}
