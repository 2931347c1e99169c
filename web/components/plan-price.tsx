// A plan's price for the chosen billing period, and the toggle between periods. Yearly is shown per month
// (yearly / 12) with the yearly total, as the spec asks.
import { formatDollars, YEARLY_SAVING, type BillingPeriod, type Plan } from "../../schema/plans";

export function monthlyEquivalentCents(plan: Plan, period: BillingPeriod): number {
  return period === "monthly" ? plan.monthlyCents : Math.round(plan.yearlyCents / 12);
}

export function PlanPrice({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  return (
    <div className="mt-4">
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{formatDollars(monthlyEquivalentCents(plan, period))}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">/month</span>
      </p>
      {period === "yearly" && plan.yearlyCents > 0 && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{formatDollars(plan.yearlyCents)} billed yearly</p>
      )}
    </div>
  );
}

export function PeriodToggle({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const option = (period: BillingPeriod, label: string) => (
    <button
      type="button"
      aria-pressed={value === period}
      onClick={() => onChange(period)}
      className="rounded-md px-4 py-1.5 text-sm font-semibold text-slate-600 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm dark:text-slate-300 dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white"
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Billing period" className="inline-flex items-center gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {option("monthly", "Monthly")}
      {option("yearly", "Yearly")}
      <span className="ml-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200">{YEARLY_SAVING}</span>
    </div>
  );
}
