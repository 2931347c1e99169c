// The user's payments, newest first: what, when, how, how much, and how it ended, with a printable receipt for
// each one that went through. A table on wide screens; each payment stacks as a card on a phone.
import { Link } from "react-router-dom";
import { formatMoney, longDate } from "../../../schema/payments";
import type { PaymentEntry } from "../../hooks/use-billing";

const statusWords: Record<PaymentEntry["status"], { label: string; className: string }> = {
  successful: { label: "Paid", className: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200" },
  pending: { label: "Waiting", className: "bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100" },
  failed: { label: "Failed", className: "bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200" },
  refunded: { label: "Refunded", className: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300" },
};

export function methodLabel(payment: Pick<PaymentEntry, "method" | "phone">): string {
  return payment.method === "card" ? "Card" : `M-Pesa${payment.phone ? ` ${payment.phone}` : ""}`;
}

const cell = "px-4 py-3 max-md:flex max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1";
const label = "font-medium text-slate-600 md:hidden dark:text-slate-400";

export function PaymentHistory({ payments }: { payments: PaymentEntry[] }) {
  if (payments.length === 0) {
    return <p className="mt-4 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">No payments yet.</p>;
  }
  return (
    <table className="mt-4 w-full text-left text-sm">
      <thead className="max-md:sr-only">
        <tr className="border-b border-slate-200 dark:border-slate-800">
          {["Date", "What", "Method", "Amount", "Status", "Receipt"].map((h) => (
            <th key={h} scope="col" className="px-4 py-3 font-semibold">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:grid max-md:gap-3">
        {payments.map((p) => {
          const status = statusWords[p.status];
          return (
            <tr key={p.id} className="border-b border-slate-100 align-top max-md:block max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:p-4 dark:border-slate-800">
              <td className={cell}>
                <span className={label}>Date</span>
                {longDate(p.paidAt ?? p.createdAt)}
              </td>
              <td className={cell}>
                <span className={label}>What</span>
                <span>
                  {p.description}
                  {p.status === "failed" && p.failureReason ? <span className="block text-xs text-red-700 dark:text-red-300">{p.failureReason}</span> : null}
                </span>
              </td>
              <td className={cell}>
                <span className={label}>Method</span>
                {methodLabel(p)}
              </td>
              <td className={`${cell} tabular-nums`}>
                <span className={label}>Amount</span>
                {formatMoney(p.amount, p.currency)}
              </td>
              <td className={cell}>
                <span className={label}>Status</span>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}>{status.label}</span>
              </td>
              <td className={cell}>
                <span className={label}>Receipt</span>
                {p.status === "successful" ? (
                  <Link to={`/account/receipt?id=${p.id}`} className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
                    Receipt<span className="sr-only"> for {p.description}, {longDate(p.paidAt ?? p.createdAt)}</span>
                  </Link>
                ) : (
                  <span className="text-slate-500 dark:text-slate-400">None</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
