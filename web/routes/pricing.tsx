// /pricing: the plans from the catalogue (Free, Basic, Premium marked popular), a comparison of all four tiers,
// the FAQ and the Enterprise offer. Signed-in users go straight to the checkout on billing; their own tier reads
// 'Current Plan'.
import { Check, Minus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { checkoutPath, comparisonRows, WEBSITES_MARK, formatDollars, planCta, planSummary, popularTier, pricingPlans, signupPath, tiers, YEARLY_SAVING, type BillingPeriod, type Tier } from "../../schema/plans";
import { plans } from "../lib/plans";
import { ButtonLink, buttonClass } from "../components/button-link";
import { PeriodToggle, PlanPrice } from "../components/plan-price";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useUser } from "../hooks/use-user";

// Loaded when someone asks, so the pricing page carries none of the form until then.
const ContactSalesDialog = lazy(() => import("../components/contact-sales-dialog"));

const faq: [string, string][] = [
  ["Can I get my money back?", "Yes. Every paid plan comes with a 14-day money-back guarantee, no questions asked."],
  ["Is there a free trial?", "There is no trial because there is a free plan: use it as long as you like and upgrade when you need more."],
  ["Do I have to commit for a year?", `No. There is no minimum commitment: pay monthly and cancel any time, or pay yearly: ${YEARLY_SAVING.toLowerCase()}.`],
  ["How can I pay?", "By card (Visa, Mastercard and others, through Stripe) or by M-Pesa."],
];

export default function Pricing() {
  useDocumentTitle("Pricing");
  const { user } = useUser();
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const [contacting, setContacting] = useState(false);

  function cta(tier: Tier) {
    if (user?.subscriptionTier === tier) {
      return (
        <button type="button" disabled className={buttonClass("secondary", "lg", "mt-6 w-full")}>
          Current Plan
        </button>
      );
    }
    return (
      <ButtonLink to={user ? checkoutPath(tier, period) : signupPath(tier)} variant={tier === popularTier ? "primary" : "secondary"} size="lg" className="mt-6 w-full">
        {planCta(tier)}
      </ButtonLink>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
      <div className="text-center">
        <h1 className="text-4xl font-bold tracking-tight">Pricing</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">Start free. Upgrade when you need more websites, images or your own domain.</p>
        <div className="mt-6">
          <PeriodToggle value={period} onChange={setPeriod} />
        </div>
      </div>

      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {pricingPlans.map((tier) => {
          const plan = plans[tier];
          return (
            <li key={tier} className={`relative flex flex-col rounded-2xl border bg-white p-8 dark:bg-slate-900 ${tier === popularTier ? "border-indigo-600 ring-1 ring-indigo-600" : "border-slate-200 dark:border-slate-800"}`}>
              {tier === popularTier && (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-1 text-xs font-bold tracking-wider text-white">POPULAR</p>
              )}
              <h2 className="text-xl font-semibold">{plan.name}</h2>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
              <PlanPrice plan={plan} period={period} />
              {cta(tier)}
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="compare" className="mt-16">
        <h2 id="compare" className="text-2xl font-bold">
          Compare plans
        </h2>
        {/* Every column fits a 360-pixel phone: narrow padding and smaller type there, nothing scrolled out of view. */}
        <table className="mt-6 w-full text-left text-xs sm:text-sm">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className="py-3 pr-2 font-semibold sm:pr-4">
                Feature
              </th>
              {tiers.map((t) => (
                <th key={t} scope="col" className="px-1 py-3 text-center font-semibold sm:px-4">
                  {plans[t].name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map(({ label, value, websites }) => (
              <tr key={label} className="border-b border-slate-100 dark:border-slate-800/60">
                <th scope="row" className="py-3 pr-2 font-medium sm:pr-4">
                  {label}
                </th>
                {tiers.map((t) => {
                  const v = value(plans[t]);
                  return (
                    <td key={t} className="px-1 py-3 text-center sm:px-4" {...(websites ? { [WEBSITES_MARK]: `${t} cell` } : {})}>
                      {v === true ? <Check className="mx-auto size-5 text-indigo-600" aria-label="Included" /> : v === false ? <Minus className="mx-auto size-5 text-slate-400" aria-label="Not included" /> : v}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="faq" className="mx-auto mt-16 max-w-3xl">
        <h2 id="faq" className="text-2xl font-bold">
          Frequently asked questions
        </h2>
        <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {faq.map(([q, a]) => (
            <details key={q} className="group px-5 py-4">
              <summary className="cursor-pointer list-none font-semibold">{q}</summary>
              <p className="mt-2 text-slate-600 dark:text-slate-400">{a}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="mt-16 rounded-2xl bg-indigo-600 p-8 text-white sm:flex sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold">Need a Custom Solution?</h2>
          <p className="mt-2 text-indigo-100">
            {plans.enterprise.name}: {planSummary(plans.enterprise)}, from {formatDollars(plans.enterprise.monthlyCents)} a month.
          </p>
        </div>
        <button type="button" onClick={() => setContacting(true)} className={buttonClass("inverse", "lg", "mt-6 sm:mt-0")}>
          Contact Sales
        </button>
        {contacting && (
          <Suspense fallback={null}>
            <ContactSalesDialog onClose={() => setContacting(false)} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
