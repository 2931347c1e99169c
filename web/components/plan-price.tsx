// A plan's price for the chosen billing period, and the toggle between periods. Yearly is shown per month
// (yearly / 12) with the yearly total, as the spec asks.
import { formatDollars, YEARLY_SAVING, type BillingPeriod, type Plan } from "../../schema/plans";
import { ToggleGroup, ToggleGroupItem } from "./ui/toggle-group";

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

const periodClass =
  "rounded-md px-4 py-1.5 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-checked:bg-white aria-checked:text-slate-900 aria-checked:shadow-sm dark:text-slate-300 dark:hover:text-white dark:focus-visible:outline-indigo-400 dark:aria-checked:bg-slate-700 dark:aria-checked:text-white";

export function PeriodToggle({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  return (
    <div className="inline-flex items-center gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      <ToggleGroup label="Billing period" value={value} onChange={onChange} className="inline-flex gap-1">
        <ToggleGroupItem value="monthly" className={periodClass}>
          Monthly
        </ToggleGroupItem>
        <ToggleGroupItem value="yearly" className={periodClass}>
          Yearly
        </ToggleGroupItem>
      </ToggleGroup>
      <span className="ml-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200">{YEARLY_SAVING}</span>
    </div>
  );
}
