// /account/receipt?id=pay_...: one payment that went through, as a receipt to print or save as PDF (the browser's
// own Print). Only the payer sees it: the API answers 404 for anyone else's payment.
import { Printer } from "lucide-react";
import { useSearchParams } from "react-router-dom";
import { formatMoney, longDate } from "../../schema/payments";
import { methodLabel } from "../components/billing/payment-history";
import { ButtonLink, buttonClass } from "../components/button-link";
import { usePayment } from "../hooks/use-billing";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useUser } from "../hooks/use-user";

export default function ReceiptPage() {
  useDocumentTitle("Receipt");
  const [params] = useSearchParams();
  const { user, isLoading } = useUser();
  const id = params.get("id");
  const { data: payment, error, isLoading: loadingPayment } = usePayment(user && id ? id : null);

  if (isLoading || loadingPayment) return <p role="status" className="py-24 text-center text-slate-600 dark:text-slate-400">Loading...</p>;
  if (!user || !payment || error || payment.status !== "successful") {
    return (
      <section className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Receipt not found</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{user ? "There is no paid payment with this number in your account." : "Log in to see your receipts."}</p>
        <ButtonLink to={user ? "/account/billing" : "/login"} className="mt-6">
          {user ? "Back to Billing" : "Log In"}
        </ButtonLink>
      </section>
    );
  }

  const rows: [string, string][] = [
    ["Receipt number", payment.id],
    ["Date paid", longDate(payment.paidAt ?? payment.createdAt)],
    ["Billed to", `${user.firstName} ${user.lastName}, ${user.email}`],
    ["Paid with", methodLabel(payment)],
    ...(payment.receiptNumber ? [[payment.method === "mpesa" ? "M-Pesa receipt" : "Invoice", payment.receiptNumber] as [string, string]] : []),
  ];
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      <article data-receipt className="rounded-2xl border border-slate-200 p-8 dark:border-slate-800 print:border-0 print:p-0">
        <header className="flex items-start justify-between gap-4">
          <div>
            <p className="text-lg font-bold">Sitewright</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{window.location.host}</p>
          </div>
          <h1 className="text-2xl font-bold">Receipt</h1>
        </header>
        <dl className="mt-8 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-600 dark:text-slate-400">{term}</dt>
              <dd className="mb-2 break-words sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <table className="mt-8 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className="py-2 font-semibold">
                Description
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <td className="py-3">{payment.description}</td>
              <td className="py-3 text-right tabular-nums">{formatMoney(payment.amount, payment.currency)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-3 font-semibold">
                Total paid
              </th>
              <td className="py-3 text-right font-bold tabular-nums">{formatMoney(payment.amount, payment.currency)}</td>
            </tr>
          </tfoot>
        </table>
        {payment.currency === "kes" && <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Charged in Kenyan shillings; the price is {formatMoney(payment.usdCents, "usd")}.</p>}
      </article>
      <div className="mt-6 flex gap-3 print:hidden">
        <button type="button" onClick={() => window.print()} className={buttonClass("primary", "md")}>
          <Printer className="size-4" aria-hidden="true" />
          Print or save as PDF
        </button>
        <ButtonLink to="/account/billing" variant="secondary">
          Back to Billing
        </ButtonLink>
      </div>
    </div>
  );
}
