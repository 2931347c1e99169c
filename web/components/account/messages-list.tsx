// A website's contact-form inbox, inside the Messages dialog: each message with who sent it and when, Reply (the
// owner's email app, addressed to the visitor), read or unread, delete, a page at a time, and all of them as a CSV.
import { Download, Mail, MailOpen, Reply, Trash2 } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";
import { useExport } from "../../hooks/use-export";
import { api, read } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { buttonClass } from "../button-link";
import { useConfirm } from "../ui/confirm-dialog";
import { Pager } from "../ui/pager";
import { REQUEST_FAILED } from "../../../schema/messages";

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
const plural = (n: number, one: string) => `${n.toLocaleString("en-US")} ${one}${n === 1 ? "" : "s"}`;

export default function Messages({ siteId, siteName, onChange }: { siteId: string; siteName: string; onChange: () => Promise<unknown> }) {
  const [page, setPage] = useState(1);
  const { exporting, exportFile } = useExport();
  const query = { page: String(page) };
  const { data, error, mutate } = useSWR(`/api/websites/${siteId}/messages?page=${page}`, () => read(api.websites[":id"].messages.$get({ param: { id: siteId }, query })), {
    keepPreviousData: true,
  });
  const { confirm, confirmDialog } = useConfirm();

  async function change(action: () => Promise<unknown>) {
    try {
      await action();
      await Promise.all([mutate(), onChange()]);
    } catch (err) {
      toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" });
    }
  }

  const setRead = (messageId: string, isRead: boolean) =>
    change(() => read(api.websites[":id"].messages[":messageId"].$patch({ param: { id: siteId, messageId }, json: { read: isRead } })));

  async function remove(messageId: string, from: string) {
    const ok = await confirm({ title: `Delete the message from ${from}?`, description: "It is removed from this inbox for good. Download the CSV first to keep a copy.", action: "Delete", destructive: true });
    if (ok) await change(() => read(api.websites[":id"].messages[":messageId"].$delete({ param: { id: siteId, messageId } })));
  }

  const exportCsv = () => exportFile(() => api.websites[":id"].messages.export.$get({ param: { id: siteId } }), "messages.csv");

  if (error) return <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">{errorText(error, REQUEST_FAILED)}</p>;
  if (!data) return <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading messages...</p>;
  if (data.total === 0) {
    return (
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        No messages yet. When a visitor sends the contact form on {siteName}, it arrives here, and by email when email is set up. No form on the site? Turn on Contact form in the builder's Fine-tune step and publish again.
      </p>
    );
  }
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {plural(data.total, "message")}, {data.unread.toLocaleString("en-US")} unread
        </p>
        <button type="button" onClick={() => void exportCsv()} disabled={exporting} className={buttonClass("secondary", "sm")}>
          <Download className="size-4" aria-hidden="true" />
          {exporting ? "Exporting..." : "Download CSV"}
        </button>
      </div>
      <ol className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
        {data.messages.map((m) => (
          <li key={m.id} className="py-4">
            <article aria-label={`Message from ${m.name}`}>
              <div className="flex flex-wrap items-baseline gap-x-2">
                <h3 className={`text-sm ${m.read ? "font-medium" : "font-bold"}`}>{m.name}</h3>
                {!m.read && <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200">New</span>}
                <a href={`mailto:${m.email}`} className="min-w-0 text-sm break-all text-indigo-700 underline dark:text-indigo-300">
                  {m.email}
                </a>
                <time dateTime={m.receivedAt} className="text-xs text-slate-500 sm:ml-auto dark:text-slate-400">
                  {when(m.receivedAt)}
                </time>
              </div>
              <p className="mt-2 text-sm break-words whitespace-pre-wrap">{m.message}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Your message to ${siteName}`)}`} className={buttonClass("secondary", "sm")}>
                  <Reply className="size-4" aria-hidden="true" />
                  Reply<span className="sr-only"> to {m.name}</span>
                </a>
                <button type="button" onClick={() => void setRead(m.id, !m.read)} className={buttonClass("ghost", "sm")}>
                  {m.read ? <Mail className="size-4" aria-hidden="true" /> : <MailOpen className="size-4" aria-hidden="true" />}
                  {m.read ? "Mark as unread" : "Mark as read"}
                  <span className="sr-only"> the message from {m.name}</span>
                </button>
                <button type="button" onClick={() => void remove(m.id, m.name)} className={buttonClass("ghost", "sm")}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete<span className="sr-only"> the message from {m.name}</span>
                </button>
              </div>
            </article>
          </li>
        ))}
      </ol>
      {data.total > data.pageSize && <Pager label="Message pages" page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
      {confirmDialog}
    </>
  );
}
