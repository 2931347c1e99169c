// A website's version history, inside the Versions dialog (its own chunk, with the site renderer the previews
// need): every publish with its date and what changed, the live one marked; Preview shows any version as it was,
// and Roll back puts it on the web again in one step. The builder's draft is not touched.
import { Eye, Undo2 } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";
import { api, read } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { buttonClass } from "../button-link";
import { SitePreview } from "../site-preview";
import { useConfirm } from "../ui/confirm-dialog";
import { REQUEST_FAILED } from "../../../schema/messages";

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" });

export default function Versions({ siteId, siteName, onRolledBack }: { siteId: string; siteName: string; onRolledBack: () => Promise<unknown> }) {
  const { data, error, mutate } = useSWR(`/api/websites/${siteId}/versions`, () => read(api.websites[":id"].versions.$get({ param: { id: siteId } })));
  const [previewId, setPreviewId] = useState<string | null>(null);
  const { data: preview } = useSWR(previewId ? `/api/websites/${siteId}/versions/${previewId}` : null, () =>
    read(api.websites[":id"].versions[":versionId"].$get({ param: { id: siteId, versionId: previewId! } })),
  );
  const { confirm, confirmDialog } = useConfirm();

  async function rollBack(versionId: string, publishedAt: string) {
    const ok = await confirm({ title: `Roll back to the version of ${when(publishedAt)}?`, description: "It goes back on the web at once, on every address of this website. Your draft in the builder stays as it is.", action: "Roll back" });
    if (!ok) return;
    try {
      await read(api.websites[":id"].versions[":versionId"].rollback.$post({ param: { id: siteId, versionId } }));
      toast({ title: "Rolled back", description: `${siteName} is serving the version of ${when(publishedAt)}.` });
      await Promise.all([mutate(), onRolledBack()]);
    } catch (err) {
      toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" });
    }
  }

  if (error) return <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">{errorText(error, REQUEST_FAILED)}</p>;
  if (!data) return <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading versions...</p>;
  if (data.length === 0) return <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Publish the website to start its history.</p>;
  return (
    <>
      <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {data.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
            {/* On a phone the words take the whole line and the buttons go under them. */}
            <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
              <p className="text-sm font-medium">
                {when(v.publishedAt)}
                {v.live && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200">Live</span>}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{v.summary || "Published"}</p>
            </div>
            <button type="button" onClick={() => setPreviewId(previewId === v.id ? null : v.id)} aria-pressed={previewId === v.id} className={buttonClass("ghost", "sm")}>
              <Eye className="size-4" aria-hidden="true" />
              Preview<span className="sr-only"> the version of {when(v.publishedAt)}</span>
            </button>
            {!v.live && (
              <button type="button" onClick={() => void rollBack(v.id, v.publishedAt)} className={buttonClass("secondary", "sm")}>
                <Undo2 className="size-4" aria-hidden="true" />
                Roll back<span className="sr-only"> to the version of {when(v.publishedAt)}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      {previewId && preview && (
        <div className="mt-4">
          <SitePreview document={preview.data} height={420} title={`Preview of the version of ${when(preview.publishedAt)}`} />
        </div>
      )}
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">The newest 10 versions are kept, and always the one on the web.</p>
      {confirmDialog}
    </>
  );
}

