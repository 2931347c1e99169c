// The admin dashboard's Settings tab: the provider keys (set or not, from where, the last four characters; Update
// stores a new one encrypted and it is used at once), the general settings with 'Save Settings', and the email
// outbox: what the platform sent, or keeps here when no email service is configured.
import { KeyRound, Save } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import useSWR from "swr";
import { generalSettingsSchema, type GeneralSettings } from "../../../schema/admin";
import { longDate } from "../../../schema/payments";
import * as v from "valibot";
import { api, read, type OkJson } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { buttonClass } from "../button-link";
import { FormField, inputClass } from "../ui/form-field";
import { Switch } from "../ui/switch";
import { Badge, Problem, useFormAction } from "./parts";
import { Pager } from "../ui/pager";
import { REQUEST_FAILED } from "../../../schema/messages";

type SettingsData = OkJson<Awaited<ReturnType<typeof api.admin.settings.$get>>>;
type KeyRow = SettingsData["keys"][number];

const sectionClass = "rounded-2xl border border-slate-200 p-6 dark:border-slate-800";

function KeyRowView({ row, onChanged }: { row: KeyRow; onChanged: (rows: KeyRow[]) => void }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState("");
  const { busy, problem, setProblem, run } = useFormAction();

  async function save(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      const { keys } = await read(api.admin.settings.keys[":id"].$put({ param: { id: row.id }, json: { value } }));
      onChanged(keys);
      toast({ title: "Key updated", description: `${row.label}: in use now.` });
      setEditing(false);
      setValue("");
    });
  }

  async function remove() {
    try {
      const { keys } = await read(api.admin.settings.keys[":id"].$delete({ param: { id: row.id } }));
      onChanged(keys);
      toast({ title: "Key removed", description: `${row.label}: the server's own setting applies again.` });
    } catch (err) {
      toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" });
    }
  }

  const where = row.source === "dashboard" ? "Set here" : row.source === "environment" ? "Set on the server" : "Not set";
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium">{row.label}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{row.hint}</p>
        </div>
        <span className="font-mono text-sm text-slate-700 dark:text-slate-300" aria-label={row.last4 ? `Ends in ${row.last4}` : "No key"}>
          {row.last4 ? `••••••••${row.last4}` : "—"}
        </span>
        <Badge className={row.set ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200" : "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200"}>{where}</Badge>
        {!editing && (
          <button type="button" onClick={() => setEditing(true)} className={buttonClass("secondary", "sm")}>
            Update<span className="sr-only"> {row.label}</span>
          </button>
        )}
        {!editing && row.source === "dashboard" && (
          <button type="button" onClick={() => void remove()} className={buttonClass("ghost", "sm")}>
            Remove<span className="sr-only"> {row.label} key</span>
          </button>
        )}
      </div>
      {editing && (
        <form onSubmit={save} noValidate className="flex flex-wrap items-start gap-2">
          <div className="min-w-60 flex-1">
            <FormField label={`New ${row.label} key`} error={problem ?? undefined}>
              {(control) => <input {...control} type="password" autoComplete="off" spellCheck={false} value={value} onChange={(e) => setValue(e.target.value)} className={inputClass} />}
            </FormField>
          </div>
          <div className="flex gap-2 pt-7">
            <button type="submit" disabled={busy} className={buttonClass("primary", "sm")}>
              {busy ? "Saving..." : "Save key"}
            </button>
            <button
              type="button"
              onClick={() => {
                setEditing(false);
                setValue("");
                setProblem(null);
              }}
              className={buttonClass("ghost", "sm")}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

function General({ initial, emailConfigured }: { initial: GeneralSettings; emailConfigured: boolean }) {
  const [free, setFree] = useState(String(initial.maxWebsitesFree));
  const [premium, setPremium] = useState(String(initial.maxWebsitesPremium));
  const [emails, setEmails] = useState(initial.paymentEmailNotifications);
  const { busy, problem, setProblem, run } = useFormAction();

  async function save(event: FormEvent) {
    event.preventDefault();
    const json = { maxWebsitesFree: Number(free), maxWebsitesPremium: Number(premium), paymentEmailNotifications: emails };
    // The server's own rules, checked here first so a mistake is named before anything is sent.
    const checked = v.safeParse(generalSettingsSchema, json);
    if (!checked.success) return setProblem(checked.issues[0]?.message ?? REQUEST_FAILED);
    await run(async () => {
      await read(api.admin.settings.general.$put({ json }));
      toast({ title: "Settings saved", description: "The new limits apply from now on." });
    });
  }

  return (
    <section aria-labelledby="general-heading" className={sectionClass}>
      <h3 id="general-heading" className="text-lg font-semibold">
        General settings
      </h3>
      <form onSubmit={save} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField label="Max websites per free user">
          {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={1000} value={free} onChange={(e) => setFree(e.target.value)} className={inputClass} />}
        </FormField>
        <FormField label="Max websites per premium user">
          {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={1000} value={premium} onChange={(e) => setPremium(e.target.value)} className={inputClass} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            label="Email notifications for payments"
            layout="check"
            description={emailConfigured ? "Payers get an email for each payment." : "No email service is configured: the emails wait in the outbox below."}
          >
            {(control) => <Switch {...control} checked={emails} onCheckedChange={setEmails} />}
          </FormField>
        </div>
        {problem && (
          <Problem className="sm:col-span-2">{problem}</Problem>
        )}
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass("primary", "md")}>
            <Save className="size-4" aria-hidden="true" />
            {busy ? "Saving..." : "Save Settings"}
          </button>
        </div>
      </form>
    </section>
  );
}

function Outbox() {
  const [page, setPage] = useState(1);
  const { data } = useSWR(`/api/admin/settings/outbox?page=${page}`, () => read(api.admin.settings.outbox.$get({ query: { page: String(page) } })), { keepPreviousData: true });
  return (
    <section aria-labelledby="outbox-heading" className={sectionClass}>
      <h3 id="outbox-heading" className="text-lg font-semibold">
        Email outbox
      </h3>
      {data && data.total === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No emails yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {(data?.emails ?? []).map((e) => (
            <li key={e.id} className="py-3">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="font-medium">{e.subject}</span>
                  <span className="text-slate-600 dark:text-slate-400">to {e.to}</span>
                  <Badge className={e.status === "sent" ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200" : e.status === "failed" ? "bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200" : "bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200"}>
                    {e.status === "queued" ? "Kept here" : e.status === "sending" ? "Sending" : e.status === "sent" ? "Sent" : "Failed"}
                  </Badge>
                  <span className="text-slate-500 dark:text-slate-400">{longDate(e.createdAt)}</span>
                </summary>
                <pre className="mt-2 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap dark:bg-slate-900">{e.body}</pre>
                {e.error && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{e.error}</p>}
              </details>
            </li>
          ))}
        </ul>
      )}
      {data && <Pager label="Outbox pages" page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
    </section>
  );
}

export function SettingsTab() {
  const { data, error, mutate } = useSWR("/api/admin/settings", () => read(api.admin.settings.$get()));
  const [keys, setKeys] = useState<KeyRow[] | null>(null);
  useEffect(() => setKeys(data?.keys ?? null), [data]);
  if (error)
    return (
      <Problem>{errorText(error, REQUEST_FAILED)}</Problem>
    );
  if (!data || !keys) return <p role="status" className="py-12 text-center text-slate-600 dark:text-slate-400">Loading settings...</p>;
  return (
    <div className="grid gap-6">
      <h2 className="sr-only">Settings</h2>
      <section aria-labelledby="keys-heading" className={sectionClass}>
        <h3 id="keys-heading" className="flex items-center gap-2 text-lg font-semibold">
          <KeyRound className="size-5" aria-hidden="true" />
          API keys
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Keys are stored encrypted and never shown again; a key set here is used at once instead of the server's.</p>
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {keys.map((row) => (
            <KeyRowView
              key={row.id}
              row={row}
              onChanged={(rows) => {
                setKeys(rows);
                void mutate();
              }}
            />
          ))}
        </ul>
      </section>
      <General initial={data.general} emailConfigured={data.email.configured} />
      <Outbox />
    </div>
  );
}
