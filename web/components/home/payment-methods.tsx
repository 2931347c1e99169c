// How people pay: by card or by M-Pesa from their phone (spec: "Payment-methods strip").
import { CreditCard, ShieldCheck, Smartphone } from "lucide-react";

const methods = [
  {
    name: "M-Pesa",
    text: "Confirm the payment on your phone with your M-Pesa PIN.",
    icon: Smartphone,
    tint: "bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300",
  },
  {
    name: "Card Payments",
    text: "Visa, Mastercard and other major cards, processed securely by Stripe.",
    icon: CreditCard,
    tint: "bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300",
  },
] as const;

export function PaymentMethods() {
  return (
    <section aria-labelledby="payments-title" className="pb-20 sm:pb-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900/60">
          <div className="flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
            <div className="md:w-72 md:shrink-0">
              <h2 id="payments-title" className="text-xl font-semibold text-slate-900 dark:text-white">
                Pay the way that suits you
              </h2>
              <p className="mt-2 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <ShieldCheck className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                Secure checkout. We never store your card or PIN.
              </p>
            </div>
            <ul className="grid flex-1 gap-4 sm:grid-cols-2 md:max-w-3xl">
              {methods.map(({ name, text, icon: Icon, tint }) => (
                <li key={name} className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
                  <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${tint}`}>
                    <Icon className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">{name}</span>
                    <span className="mt-1 block text-sm leading-6 text-slate-600 dark:text-slate-400">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
