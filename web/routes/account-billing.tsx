// /account/billing: the current plan and the others. Online payment arrives with the payments work; until then
// the page says so plainly instead of pretending to take money.
import { useState } from "react";
import { plans, tiers, type BillingPeriod } from "../../schema/plans";
import { ButtonLink, buttonClass } from "../components/button-link";
import { PeriodToggle, PlanPrice } from "../components/plan-price";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useUser } from "../hooks/use-user";

export default function Billing() {
  useDocumentTitle("Billing");
  const { user, isLoading } = useUser();
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  if (isLoading) return <p role="status" className="py-24 text-center text-slate-600">Loading...</p>;
  if (!user) {
    return (
      <section className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Billing</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">Log in to see and change your plan.</p>
        <ButtonLink to="/login" className="mt-6">
          Log In
        </ButtonLink>
      </section>
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Billing</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        You are on the <strong>{plans[user.subscriptionTier].name}</strong> plan.
      </p>
      <p role="note" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-500/15 dark:text-amber-100">
        Card and M-Pesa payments are not configured on this server yet. An administrator can change your plan.
      </p>
      <div className="mt-6">
        <PeriodToggle value={period} onChange={setPeriod} />
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {tiers.map((tier) => {
          const plan = plans[tier];
          const current = user.subscriptionTier === tier;
          return (
            <li key={tier} className={`rounded-2xl border p-6 ${current ? "border-indigo-600 ring-1 ring-indigo-600" : "border-slate-200 dark:border-slate-800"}`}>
              <h2 className="text-lg font-semibold">{plan.name}</h2>
              <PlanPrice plan={plan} period={period} />
              <button type="button" disabled className={buttonClass(current ? "primary" : "secondary", "md", "mt-6 w-full")}>
                {current ? "Current Plan" : `Choose ${plan.name}`}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
