// The home page's plan cards, drawn from the plan catalogue so prices and limits match what the server enforces.
import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { formatDollars, homePlans, planCta, popularTier, signupPath, YEARLY_SAVING, type Plan } from "../../../schema/plans";
import { plans } from "../../lib/plans";
import { ButtonLink } from "../button-link";
import { PlanFeatures } from "../plan-features";
import { SectionHeading } from "./section-heading";

function PlanCard({ plan }: { plan: Plan }) {
  const popular = plan.tier === popularTier;
  const titleId = `plan-${plan.tier}-title`;
  return (
    <li
      className={[
        "relative flex flex-col rounded-2xl border bg-white p-8 dark:bg-slate-900",
        popular
          ? "border-indigo-600 shadow-xl shadow-indigo-600/10 ring-1 ring-indigo-600 lg:-my-4 lg:py-12 dark:border-indigo-400 dark:ring-indigo-400"
          : "border-slate-200 shadow-sm dark:border-slate-800",
      ].join(" ")}
    >
      {popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-1 text-xs font-bold tracking-wider text-white">
          POPULAR
        </p>
      ) : null}
      <h3 id={titleId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {plan.name}
      </h3>
      <p className="mt-2 min-h-12 text-sm leading-6 text-slate-600 dark:text-slate-400">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-bold tracking-tight text-slate-900 dark:text-white">{formatDollars(plan.monthlyCents)}</span>
        <span className="text-base font-medium text-slate-600 dark:text-slate-400">/month</span>
      </p>
      <ButtonLink
        to={signupPath(plan.tier)}
        variant={popular ? "primary" : "secondary"}
        size="lg"
        className="mt-8 w-full"
        aria-describedby={titleId}
      >
        {planCta(plan.tier)}
      </ButtonLink>
      <PlanFeatures plan={plan} className="mt-8" />
    </li>
  );
}

export function PricingSection() {
  return (
    <section aria-labelledby="pricing-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple plans that grow with you">
          Start free and upgrade when you need more websites, your own domain or downloads. Cancel any time.
        </SectionHeading>
        <ul className="mx-auto mt-16 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-center">
          {homePlans.map((tier) => (
            <PlanCard key={tier} plan={plans[tier]} />
          ))}
        </ul>
        <p className="mt-12 text-center text-sm text-slate-600 dark:text-slate-400">
          Pay yearly: {YEARLY_SAVING.toLowerCase()}.{" "}
          <Link
            to="/pricing"
            className="inline-flex items-center gap-1 rounded font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
          >
            Compare all plans
            <ArrowRight className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}
