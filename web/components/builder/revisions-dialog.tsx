// The builder's "Saved versions": the website's last 20 saves, newest first. Restore opens one in the builder as an
// edit (what was there stays one Undo away); saving it then makes it the newest save.
import { History, RotateCcw } from "lucide-react";
import useSWR from "swr";
import type { WebsiteDocument } from "../../../schema/site-document";
import { api, read } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { buttonClass } from "../button-link";
import { Modal, ModalClose, ModalTrigger } from "../ui/modal";
import { REQUEST_FAILED } from "../../../schema/messages";

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

function Revisions({ siteId, onRestore }: { siteId: string; onRestore: (document: WebsiteDocument, savedAt: string) => void }) {
  const { data, error } = useSWR(`/api/websites/${siteId}/revisions`, () => read(api.websites[":id"].revisions.$get({ param: { id: siteId } })), { revalidateOnMount: true });
  async function restore(revision: number) {
    try {
      const saved = await read(api.websites[":id"].revisions[":revision"].$get({ param: { id: siteId, revision: String(revision) } }));
      onRestore(saved.data, saved.savedAt);
    } catch (err) {
      toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" });
    }
  }
  if (error) return <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">{errorText(error, "The saves could not be loaded.")}</p>;
  if (!data) return <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading saves...</p>;
  if (data.length === 0) return <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">No saves are kept yet: your next save starts the list.</p>;
  return (
    <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
      {data.map((r) => (
        <li key={r.revision} className="flex flex-wrap items-center gap-3 py-2.5">
          <p className="min-w-0 flex-1 text-sm">
            <span className="font-medium">{when(r.savedAt)}</span>
            <span className="text-slate-600 dark:text-slate-400"> · {r.name}</span>
            {r.current && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">Latest save</span>}
          </p>
          {!r.current && (
            <ModalClose asChild>
              <button type="button" onClick={() => void restore(r.revision)} className={buttonClass("secondary", "sm")}>
                <RotateCcw className="size-4" aria-hidden="true" />
                Restore<span className="sr-only"> the save of {when(r.savedAt)}</span>
              </button>
            </ModalClose>
          )}
        </li>
      ))}
    </ol>
  );
}

export function RevisionsDialog({ siteId, onRestore }: { siteId: string; onRestore: (document: WebsiteDocument, savedAt: string) => void }) {
  return (
    <Modal
      trigger={
        <ModalTrigger className={buttonClass("ghost", "md")}>
          <History className="size-4" aria-hidden="true" />
          Saved versions
        </ModalTrigger>
      }
      title="Saved versions"
      description="Your last 20 saves of this website. Restoring one puts it in the builder; Undo brings back what was there."
    >
      <Revisions siteId={siteId} onRestore={onRestore} />
    </Modal>
  );
}
