// A picture in the document (the logo, a hero or gallery image): upload one, generate one with AI, see it, or
// remove it. The caller does the upload and opens the image generator (it knows who is signed in); this only shows
// and picks.
import { ImagePlus, Loader2, Sparkles, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { appImageUrl, UPLOAD_ACCEPT } from "../../lib/uploads";
import { buttonClass } from "../button-link";

/** Uploads a file and answers its document address, or null when it did not happen (the caller said why). */
export type UploadImage = (file: File) => Promise<string | null>;

/** Opens the AI image generator for a picture named `label`; `apply` puts the picture the user adds in place. */
export type GenerateImageFor = (label: string, apply: (url: string) => void) => void;

/** What a picture field can do, besides removing: upload a file, and (where offered) generate one. */
export interface ImageTools {
  upload: UploadImage;
  generate?: GenerateImageFor;
}

export function ImageField({ label, value, onChange, images }: { label: string; value: string | undefined; onChange: (url: string | undefined) => void; images: ImageTools }) {
  const upload = images.upload;
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const url = await upload(file);
      if (url) onChange(url);
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-semibold" id={`${inputId}-label`}>
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img src={appImageUrl(value)} alt={`Current ${label.toLowerCase()}`} className="size-14 rounded-lg border border-slate-200 object-cover dark:border-slate-700" />
        ) : (
          <span className="flex size-14 items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">None</span>
        )}
        <input ref={fileRef} id={inputId} type="file" accept={UPLOAD_ACCEPT} className="sr-only" aria-labelledby={`${inputId}-label`} onChange={(e) => void pick(e.target.files?.[0])} />
        <button type="button" className={buttonClass("secondary", "sm")} disabled={busy} onClick={() => fileRef.current?.click()}>
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <ImagePlus className="size-4" aria-hidden="true" />}
          {busy ? "Uploading..." : `Upload ${label.toLowerCase()}`}
        </button>
        {images.generate && (
          <button type="button" className={buttonClass("secondary", "sm")} onClick={() => images.generate?.(label, onChange)}>
            <Sparkles className="size-4" aria-hidden="true" />
            Generate with AI<span className="sr-only"> for the {label.toLowerCase()}</span>
          </button>
        )}
        {value && (
          <button type="button" className={buttonClass("ghost", "sm")} onClick={() => onChange(undefined)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove
          </button>
        )}
      </div>
      <span className="text-xs text-slate-500 dark:text-slate-400">PNG, JPEG, WebP or GIF, up to 5 MB.</span>
    </div>
  );
}
