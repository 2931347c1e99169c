// The user's pictures (GET /api/images): everything they uploaded or generated, newest first, to pick one from.
import { Images } from "lucide-react";
import useSWR from "swr";
import { api, read } from "../../lib/api";
import { appImageUrl } from "../../lib/uploads";
import { Modal } from "../ui/modal";

const fetchLibrary = () => read(api.images.$get());

export function LibraryDialog({ label, onPick, onClose }: { label: string | null; onPick: (url: string) => void; onClose: () => void }) {
  const { data: images, isLoading } = useSWR(label ? "/api/images" : null, fetchLibrary, { revalidateOnMount: true });
  return (
    <Modal open={label !== null} onOpenChange={(open) => !open && onClose()} icon={<Images className="size-5" />} title="Your images" description={label ? `Choose the ${label.toLowerCase()}.` : ""} size="lg">
      {isLoading && <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading...</p>}
      {images && images.length === 0 && <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">No images yet: generate one, or upload one in the builder.</p>}
      {images && images.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => onPick(image.url)}
                className="block w-full overflow-hidden rounded-lg border border-slate-200 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700"
              >
                <img src={appImageUrl(image.url)} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
                <span className="block truncate px-2 py-1.5 text-xs text-slate-700 dark:text-slate-300">{image.prompt ?? "Uploaded image"}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
