// The admin dashboard's Websites tab: every site as a card (name, creator, created, type, status), View for the
// live address, and a take-down for abuse instead of editing someone else's site: the site goes offline and its
// owner reads the reason on their account page until an administrator restores it.
import { ExternalLink, ShieldOff, Undo2 } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import useSWR from "swr";
import { longDate } from "../../../schema/payments";
import { useDebounced } from "../../hooks/use-debounced";
import { api, read, type OkJson } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { buttonClass } from "../button-link";
import { FormField, inputClass } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { Badge, Problem, SearchBox, useFormAction } from "./parts";
import { Pager } from "../ui/pager";
import { REQUEST_FAILED } from "../../../schema/messages";

type Site = OkJson<Awaited<ReturnType<(typeof api.admin.websites)["$get"]>>>["websites"][number];

const statusLook: Record<Site["status"], [string, string]> = {
  published: ["Published", "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200"],
  draft: ["Draft", "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200"],
  taken_down: ["Taken down", "bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200"],
};

function TakeDown({ site, onClose, onDone }: { site: Site; onClose: () => void; onDone: () => Promise<unknown> }) {
  const [reason, setReason] = useState("");
  const { busy, problem, run } = useFormAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      await read(api.admin.websites[":id"].takedown.$post({ param: { id: site.id }, json: { reason } }));
      toast({ title: "Website taken down", description: `${site.name} is offline. Its owner can read why.` });
      await onDone();
      onClose();
    });
  }
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Take down ${site.name}?`} description="It goes offline at once (its visitors see a neutral page) and cannot be published again until you restore it, which puts back what was live. Its owner sees your reason.">
      <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
        <FormField label="Reason" error={problem ?? undefined}>
          {(control) => <textarea {...control} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} placeholder="For example: a phishing page that imitates a bank." />}
        </FormField>
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className={buttonClass("secondary", "md")}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={buttonClass("primary", "md", "bg-red-700 hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700")}>
            {busy ? "Taking down..." : "Take down"}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function WebsitesTab() {
  const [search, setSearch] = useState("");
  const settled = useDebounced(search.trim());
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<Site | null>(null);
  // A new search starts at its first page.
  useEffect(() => setPage(1), [settled]);
  const query = { search: settled, page: String(page) };
  const { data, error, mutate } = useSWR(`/api/admin/websites?${new URLSearchParams(query)}`, () => read(api.admin.websites.$get({ query })), { keepPreviousData: true });

  async function restore(site: Site) {
    try {
      const restored = await read(api.admin.websites[":id"].restore.$post({ param: { id: site.id } }));
      // What was live when it was taken down is live again; with no version kept, it waits for its owner to publish.
      toast({ title: "Website restored", description: restored.status === "published" ? `${site.name} is online again, and its owner was told.` : `${site.name}'s owner was told and can publish it again.` });
      await mutate();
    } catch (err) {
      toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby="websites-heading">
      <h2 id="websites-heading" className="sr-only">
        Websites
      </h2>
      <div className="max-w-xl">
        <SearchBox label="Search websites" placeholder="Name, address or owner" value={search} onChange={setSearch} />
      </div>
      {error && (
        <Problem className="mt-6">{errorText(error, REQUEST_FAILED)}</Problem>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Websites">
        {(data?.websites ?? []).map((site) => {
          const [label, look] = statusLook[site.status];
          return (
            <li key={site.id} className="flex flex-col rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0 font-semibold break-words">{site.name}</h3>
                <Badge className={look}>{label}</Badge>
              </div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-500 dark:text-slate-400">Creator</dt>
                <dd className="min-w-0 break-words">{site.creator}</dd>
                <dt className="text-slate-500 dark:text-slate-400">Created</dt>
                <dd>{longDate(site.createdAt)}</dd>
                <dt className="text-slate-500 dark:text-slate-400">Type</dt>
                <dd>{site.type}</dd>
                <dt className="text-slate-500 dark:text-slate-400">Views</dt>
                <dd>{site.views30.toLocaleString("en-US")} in 30 days</dd>
              </dl>
              {site.takedownReason && <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/15 dark:text-red-200">{site.takedownReason}</p>}
              <div className="mt-auto flex flex-wrap gap-2 pt-4">
                {site.address && (
                  <a href={site.address} target="_blank" rel="noopener" className={buttonClass("secondary", "sm")}>
                    <ExternalLink className="size-4" aria-hidden="true" />
                    View<span className="sr-only"> {site.name}</span>
                  </a>
                )}
                {site.status === "taken_down" ? (
                  <button type="button" onClick={() => void restore(site)} className={buttonClass("ghost", "sm")}>
                    <Undo2 className="size-4" aria-hidden="true" />
                    Restore<span className="sr-only"> {site.name}</span>
                  </button>
                ) : (
                  <button type="button" onClick={() => setTarget(site)} className={buttonClass("ghost", "sm", "text-red-700 dark:text-red-300")}>
                    <ShieldOff className="size-4" aria-hidden="true" />
                    Take down<span className="sr-only"> {site.name}</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {data && data.total === 0 && <p className="mt-6 text-center text-slate-600 dark:text-slate-400">No websites match.</p>}
      {data && <Pager label="Websites pages" page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
      {target && <TakeDown site={target} onClose={() => setTarget(null)} onDone={mutate} />}
    </section>
  );
}
