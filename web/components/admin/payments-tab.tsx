// The admin dashboard's Payments tab: every payment, newest first, filtered by method, with the totals for the
// filter and a CSV of it. Amounts are in dollars (an M-Pesa payment at the catalogue's price in US dollars).
import { Download } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";
import { paymentMethodFilters, type PaymentMethodFilter } from "../../../schema/admin";
import { longDate } from "../../../schema/payments";
import { useExport } from "../../hooks/use-export";
import { api, read } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { buttonClass } from "../button-link";
import { Select } from "../ui/select";
import { Badge, Problem } from "./parts";
import { Pager } from "../ui/pager";
import { REQUEST_FAILED } from "../../../schema/messages";

const methodLabels: Record<PaymentMethodFilter, string> = { all: "All methods", mpesa: "M-Pesa", card: "Card" };
const dollars = (amount: number) => amount.toLocaleString("en-US", { style: "currency", currency: "USD" });

const statusBadge: Record<string, string> = {
  successful: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200",
  failed: "bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200",
  refunded: "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200",
};
const statusWord = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export function PaymentsTab() {
  const [method, setMethod] = useState<PaymentMethodFilter>("all");
  const [page, setPage] = useState(1);
  const { exporting, exportFile } = useExport();
  const query = { method, page: String(page) };
  const { data, error } = useSWR(`/api/admin/payments?${new URLSearchParams(query)}`, () => read(api.admin.payments.$get({ query })), { keepPreviousData: true });

  const exportCsv = () => exportFile(() => api.admin.payments.export.$get({ query: { method } }), `payments-${method}.csv`);

  const rows = data?.payments ?? [];
  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading" className="sr-only">
        Payments
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-48">
          <Select
            label="Method"
            value={method}
            options={paymentMethodFilters.map((m) => ({ value: m, label: methodLabels[m] }))}
            onChange={(m) => {
              setMethod(m);
              setPage(1);
            }}
          />
        </div>
        <button type="button" onClick={() => void exportCsv()} disabled={exporting} className={buttonClass("secondary", "md")}>
          <Download className="size-4" aria-hidden="true" />
          {exporting ? "Exporting..." : "Export CSV"}
        </button>
      </div>

      {data && (
        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Totals">
          {[
            ["Payments", data.total.toLocaleString("en-US")],
            ["Successful", data.totals.successful.toLocaleString("en-US")],
            ["Failed", data.totals.failed.toLocaleString("en-US")],
            ["Revenue", dollars(data.totals.revenue)],
          ].map(([term, value]) => (
            <div key={term} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
              <dd className="mt-1 text-xl font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}

      {error ? (
        <Problem className="mt-6">{errorText(error, REQUEST_FAILED)}</Problem>
      ) : (
        <div className="mt-6 rounded-2xl border border-slate-200 dark:border-slate-800">
          <ul className="divide-y divide-slate-200 md:hidden dark:divide-slate-800" aria-label="Payments">
            {rows.map((p) => (
              <li key={p.id} className="grid gap-1.5 p-4 text-sm">
                <p className="flex items-center justify-between gap-2">
                  <span className="font-medium">{p.user}</span>
                  <span className="font-semibold tabular-nums">{dollars(p.amount)}</span>
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {p.plan} · {methodLabels[p.method]} · {longDate(p.date)}
                </p>
                <p className="flex items-center justify-between gap-2">
                  <span className="font-mono text-xs break-all text-slate-500 dark:text-slate-400">{p.id}</span>
                  <Badge className={statusBadge[p.status] ?? statusBadge.refunded!}>{statusWord(p.status)}</Badge>
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Payments, newest first</caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
                <tr>
                  {["Transaction ID", "Date", "User", "Amount", "Plan", "Method", "Status"].map((h) => (
                    <th key={h} scope="col" className={`px-4 py-3 font-semibold ${h === "Amount" ? "text-right" : ""}`}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {rows.map((p) => (
                  <tr key={p.id}>
                    <td className="px-4 py-3 font-mono text-xs text-slate-600 dark:text-slate-400">{p.id}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{longDate(p.date)}</td>
                    <td className="px-4 py-3">
                      {p.user}
                      {p.email && <span className="block text-xs text-slate-500 dark:text-slate-400">{p.email}</span>}
                    </td>
                    <td className="px-4 py-3 text-right font-medium tabular-nums">{dollars(p.amount)}</td>
                    <td className="px-4 py-3">{p.plan}</td>
                    <td className="px-4 py-3">{methodLabels[p.method]}</td>
                    <td className="px-4 py-3">
                      <Badge className={statusBadge[p.status] ?? statusBadge.refunded!}>{statusWord(p.status)}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data && data.total === 0 && <p className="px-4 py-8 text-center text-slate-600 dark:text-slate-400">No payments yet.</p>}
        </div>
      )}
      {data && <Pager label="Payments pages" page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
    </section>
  );
}
