// The dashboard header's Notifications and Security Log buttons: the platform's latest events, and the audit log
// of every administrator's action and security event (who, what, when), a page at a time.
import { Bell, ShieldCheck } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";
import { api, read } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { buttonClass } from "../button-link";
import { Modal, ModalTrigger } from "../ui/modal";
import { Problem } from "./parts";
import { Pager } from "../ui/pager";
import { REQUEST_FAILED } from "../../../schema/messages";

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

const actionWords: Record<string, string> = {
  "user.updated": "User changed",
  "user.deleted": "User deleted",
  "website.taken_down": "Website taken down",
  "website.restored": "Website restored",
  "settings.updated": "Settings changed",
  "key.updated": "Key changed",
  "login.failed_burst": "Failed log-ins",
  rate_limited: "Rate limit reached",
  "password.reset": "Password reset",
  "password.changed": "Password changed",
  "email.changed": "Email changed",
};

function Notifications() {
  const { data, error } = useSWR("/api/admin/events", () => read(api.admin.events.$get()));
  if (error) return <Problem className="mt-4">{errorText(error, REQUEST_FAILED)}</Problem>;
  if (!data) return <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading...</p>;
  if (data.events.length === 0) return <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Nothing has happened yet.</p>;
  return (
    <ol className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-800">
      {data.events.map((e, i) => (
        <li key={`${e.at}-${i}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
          <span className={e.kind === "payment_failed" ? "text-red-700 dark:text-red-300" : ""}>{e.text}</span>
          <time dateTime={e.at} className="text-slate-500 dark:text-slate-400">
            {when(e.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

function SecurityLog() {
  const [page, setPage] = useState(1);
  const { data, error } = useSWR(`/api/admin/audit?page=${page}`, () => read(api.admin.audit.$get({ query: { page: String(page) } })), { keepPreviousData: true });
  if (error) return <Problem className="mt-4">{errorText(error, REQUEST_FAILED)}</Problem>;
  if (!data) return <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading...</p>;
  if (data.total === 0) return <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">No administrator actions or security events yet.</p>;
  return (
    <>
      <ol className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {data.entries.map((e) => (
          <li key={e.id} className="grid gap-0.5 py-2.5">
            <p className="flex flex-wrap justify-between gap-x-4">
              <span className="font-medium">{actionWords[e.action] ?? e.action}</span>
              <time dateTime={e.at} className="text-slate-500 dark:text-slate-400">
                {when(e.at)}
              </time>
            </p>
            <p className="break-words text-slate-700 dark:text-slate-300">{e.detail}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              By {e.who}
              {e.ip ? ` · from ${e.ip}` : ""}
            </p>
          </li>
        ))}
      </ol>
      <Pager label="Security log pages" page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
    </>
  );
}

export function ActivityButtons() {
  return (
    <div className="flex flex-wrap gap-2">
      <Modal
        size="lg"
        trigger={
          <ModalTrigger className={buttonClass("secondary", "sm")}>
            <Bell className="size-4" aria-hidden="true" />
            Notifications
          </ModalTrigger>
        }
        title="Notifications"
        description="The latest sign-ups, payments and verified domains."
      >
        <Notifications />
      </Modal>
      <Modal
        size="lg"
        trigger={
          <ModalTrigger className={buttonClass("secondary", "sm")}>
            <ShieldCheck className="size-4" aria-hidden="true" />
            Security Log
          </ModalTrigger>
        }
        title="Security Log"
        description="Every administrator's action and every security event, newest first."
      >
        <SecurityLog />
      </Modal>
    </div>
  );
}
