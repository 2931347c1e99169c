// A plan's feature list from the catalogue (schema/plans.ts planFeatures), as the home page and sign-up show it.
// Items a plan lacks stay readable (normal contrast, a dash and "Not included" for screen readers), not faded out.
import { Check, Minus } from "lucide-react";
import { planFeatures, WEBSITES_MARK, type Plan } from "../../schema/plans";

export function PlanFeatures({ plan, className = "" }: { plan: Plan; className?: string }) {
  return (
    <ul className={`grid gap-3 text-sm ${className}`}>
      {planFeatures(plan).map((feature) => (
        <li key={feature.label} className={`flex gap-3 ${feature.included ? "text-slate-700 dark:text-slate-300" : "text-slate-600 dark:text-slate-400"}`}>
          {feature.included ? (
            <Check className="size-5 shrink-0 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
          ) : (
            <Minus className="size-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
          )}
          {feature.websites ? (
            <span {...{ [WEBSITES_MARK]: `${plan.tier} feature` }}>{feature.label}</span>
          ) : (
            <span>
              {feature.included ? null : <span className="sr-only">Not included: </span>}
              {feature.label}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
