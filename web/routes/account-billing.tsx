// /account/billing: the user's plan (how it is paid, until when, what changes next), the plans to choose from
// (checkout by card or M-Pesa, or a change to a card subscription), and their payments with receipts. Pricing,
// sign-up and the avatar menu send buyers here with ?plan= (and ?period=), which opens the checkout at once;
// Stripe sends them back with ?checkout=done or ?checkout=cancelled.
import { AlertTriangle, CreditCard, Smartphone, ShieldCheck } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { longDate, PAYMENTS_NOT_CONFIGURED, paidTiers, tierRank, type PaidTier } from "../../schema/payments";
import { formatDollars, planCta, tiers, type BillingPeriod, type Tier } from "../../schema/plans";
import { plans } from "../lib/plans";
import { CheckoutDialog, type PlanChoice, type SettledPayment } from "../components/billing/checkout-dialog";
import { PaymentHistory } from "../components/billing/payment-history";
import { ButtonLink, buttonClass } from "../components/button-link";
import { PlanFeatures } from "../components/plan-features";
import { PeriodToggle, PlanPrice } from "../components/plan-price";
import { useConfirm } from "../components/ui/confirm-dialog";
import { useBilling, usePayment, type Billing, type PlanSource } from "../hooks/use-billing";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useUser } from "../hooks/use-user";
import { api, read } from "../lib/api";
import { errorText } from "../lib/error-text";
import { setReturnTo } from "../lib/generated-site";
import { toast } from "../lib/toast";
import { REQUEST_FAILED } from "../../schema/messages";

const isPaidTier = (value: string | null): value is PaidTier => paidTiers.includes(value as PaidTier);

export default function BillingPage() {
  useDocumentTitle("Billing");
  const { user, isLoading, mutate: refreshUser } = useUser();
  const { data: billing, mutate: refreshBilling } = useBilling(Boolean(user));
  const [params, setParams] = useSearchParams();
  const [period, setPeriod] = useState<BillingPeriod>(params.get("period") === "yearly" ? "yearly" : "monthly");
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, confirmDialog } = useConfirm();
  const handled = useRef(false);

  const refresh = useCallback(async () => {
    await Promise.all([refreshBilling(), refreshUser()]);
  }, [refreshBilling, refreshUser]);

  const paid = useCallback(
    (payment: SettledPayment) => {
      setChoice(null);
      toast({ title: "Payment received", description: payment.plan ? `You are on ${plans[payment.plan].name} now.` : "Thank you." });
      void refresh();
    },
    [refresh],
  );

  // What the address asks for, once the data is in: Stripe's return, or a plan to buy.
  useEffect(() => {
    if (!user || !billing || handled.current) return;
    handled.current = true;
    const checkout = params.get("checkout");
    const session = params.get("session_id");
    const plan = params.get("plan");
    setParams({}, { replace: true });
    if (checkout === "cancelled") {
      toast({ title: "Checkout cancelled", description: "You were not charged." });
    } else if (checkout === "done" && session) {
      read(api.payments.card.confirm.$post({ json: { sessionId: session } }))
        .then((payment) => {
          if (payment.status === "successful") paid(payment);
          else toast({ title: "Payment processing", description: "Your plan changes as soon as Stripe confirms the payment." });
        })
        .catch((err: unknown) => toast({ title: "Payment not confirmed", description: errorText(err, "Please reload the page in a minute."), variant: "destructive" }));
    } else if (isPaidTier(plan)) {
      void choosePlan(plan, params.get("period") === "yearly" ? "yearly" : "monthly");
    }
    // Runs once, when the user and their billing have arrived.
  }, [user, billing]);

  if (isLoading || (user && !billing)) return <p role="status" className="py-24 text-center text-slate-600 dark:text-slate-400">Loading...</p>;
  if (!user || !billing) {
    const plan = params.get("plan");
    return (
      <section className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Billing</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">Log in to see and change your plan.</p>
        <div className="mt-6 flex justify-center gap-3">
          <ButtonLink to="/login" onClick={() => setReturnTo(`/account/billing${window.location.search}`)}>
            Log In
          </ButtonLink>
          <ButtonLink to={isPaidTier(plan) ? `/signup?plan=${plan}` : "/signup"} variant="secondary">
            Create an account
          </ButtonLink>
        </div>
      </section>
    );
  }

  const anyMethod = billing.methods.card || billing.methods.mpesa;

  /** Choose a paid plan: a change to the card subscription when there is one, otherwise the checkout. */
  async function choosePlan(tier: PaidTier, chosenPeriod: BillingPeriod) {
    if (!billing) return;
    const card = billing.card;
    if (!card) return setChoice({ tier, period: chosenPeriod });
    const up = tierRank(tier) > tierRank(card.tier) || (tier === card.tier && chosenPeriod === "yearly");
    const name = plans[tier].name;
    const price = formatDollars(chosenPeriod === "monthly" ? plans[tier].monthlyCents : plans[tier].yearlyCents);
    const every = chosenPeriod === "monthly" ? "a month" : "a year";
    const ok = await confirm(
      up
        ? { title: `${tier === card.tier ? "Switch to yearly billing" : `Upgrade to ${name}`} now?`, description: `${name} starts at once. Your card is charged the difference for the rest of this period, then ${price} ${every}.`, action: tier === card.tier ? "Switch now" : "Upgrade now" }
        : { title: `Move to ${name}${tier === card.tier ? `, billed ${chosenPeriod}` : ""}?`, description: `You keep ${plans[card.tier].name} until ${longDate(card.endsAt ?? new Date())}, then pay ${price} ${every}.`, action: `Move to ${name}` },
    );
    if (ok) await cardAction(() => read(api.billing.change.$post({ json: { tier, period: chosenPeriod } })));
  }

  async function cardAction(run: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      const { message } = await run();
      toast({ title: "Plan updated", description: message });
      await refresh();
    } catch (err) {
      toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function cancelPlan(source: PlanSource) {
    const ok = await confirm({
      title: "Cancel your plan?",
      description: `${plans[source.tier].name} stays until ${longDate(source.endsAt ?? new Date())}. You will not be charged again, and your account then moves to Free. Your websites stay saved.`,
      action: "Cancel plan",
      cancel: "Keep plan",
      destructive: true,
    });
    if (ok) await cardAction(() => read(api.billing.cancel.$post()));
  }

  async function openPortal() {
    setBusy(true);
    try {
      const { url } = await read(api.billing.portal.$post());
      window.location.assign(url);
    } catch (err) {
      toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" });
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Billing</h1>
      <CurrentPlan
        billing={billing}
        busy={busy}
        onCancel={cancelPlan}
        onResume={() => void cardAction(() => read(api.billing.resume.$post()))}
        onKeep={(source) => void cardAction(() => read(api.billing.change.$post({ json: { tier: source.tier as PaidTier, period: source.period } })))}
        onRenew={(source) => setChoice({ tier: source.tier as PaidTier, period: source.period })}
        onPortal={() => void openPortal()}
      />
      {!anyMethod && (
        <p role="note" className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-500/15 dark:text-amber-100">
          {PAYMENTS_NOT_CONFIGURED}
        </p>
      )}

      <section aria-labelledby="plans-heading" className="mt-12">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="plans-heading" className="text-2xl font-bold">
            Plans
          </h2>
          <PeriodToggle value={period} onChange={setPeriod} />
        </div>
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {tiers.map((tier) => (
            <li key={tier} className={`flex flex-col rounded-2xl border p-6 ${billing.tier === tier ? "border-indigo-600 ring-1 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400" : "border-slate-200 dark:border-slate-800"}`}>
              <h3 className="text-lg font-semibold">{plans[tier].name}</h3>
              <PlanPrice plan={plans[tier]} period={period} />
              <PlanFeatures plan={plans[tier]} className="mt-5 flex-1" />
              <PlanButton tier={tier} period={period} billing={billing} disabled={busy || !anyMethod} onChoose={(t) => void choosePlan(t, period)} onCancel={cancelPlan} />
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
          Pay by card (through Stripe) or M-Pesa. Every paid plan has a 14-day money-back guarantee.
        </p>
      </section>

      <section aria-labelledby="payments-heading" className="mt-12">
        <h2 id="payments-heading" className="text-2xl font-bold">
          Payments
        </h2>
        <PaymentHistory payments={billing.payments} />
        {billing.payments
          .filter((p) => p.method === "mpesa" && p.status === "pending" && Date.now() - new Date(p.createdAt).getTime() < 10 * 60_000)
          .map((p) => (
            <PendingWatch key={p.id} id={p.id} onSettled={() => void refresh()} />
          ))}
      </section>
      <CheckoutDialog
        item={choice && { kind: "plan", ...choice }}
        billing={billing}
        onClose={() => {
          setChoice(null);
          // What happened inside (a payment that failed, or one still waiting) now shows under Payments.
          void refreshBilling();
        }}
        onPaid={paid}
      />
      {confirmDialog}
    </div>
  );
}

/** An M-Pesa payment still waiting (its dialog was closed): followed here, and the page refreshed once it settles. */
function PendingWatch({ id, onSettled }: { id: string; onSettled: () => void }) {
  const { data } = usePayment(id);
  const settled = data && data.status !== "pending";
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return null;
}

const sourceWords: Record<PlanSource["method"], string> = { card: "Paid by card", mpesa: "Paid by M-Pesa", admin: "Given by an administrator" };

interface CurrentPlanProps {
  billing: Billing;
  busy: boolean;
  onCancel: (source: PlanSource) => void;
  onResume: () => void;
  onKeep: (source: PlanSource) => void;
  onRenew: (source: PlanSource) => void;
  onPortal: () => void;
}

function CurrentPlan({ billing, busy, onCancel, onResume, onKeep, onRenew, onPortal }: CurrentPlanProps) {
  const source = billing.current;
  const card = billing.card;
  const prepaid = billing.prepaid;
  let when: string;
  if (!source) when = "No payment needed.";
  else if (source.method === "admin") when = "It stays until an administrator changes it.";
  else if (source.inGrace) when = `Ended on ${longDate(source.endsAt!)}. Kept until ${longDate(source.graceEndsAt!)}, then your account moves to Free.`;
  else if (source.renews) when = `Renews on ${longDate(source.endsAt!)}.`;
  else if (source.method === "card") when = `Ends on ${longDate(source.endsAt!)}. You will not be charged again.`;
  else when = `Paid until ${longDate(source.endsAt!)}.`;

  return (
    <section aria-labelledby="current-heading" className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Your plan</p>
          <h2 id="current-heading" className="mt-1 text-2xl font-bold">
            {plans[billing.tier].name}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-slate-700 dark:text-slate-300">
            {source?.method === "card" ? <CreditCard className="size-4" aria-hidden="true" /> : source?.method === "mpesa" ? <Smartphone className="size-4" aria-hidden="true" /> : null}
            {source ? `${sourceWords[source.method]}${source.method === "admin" ? "" : `, billed ${source.period}`}. ` : ""}
            {when}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {billing.canManageCard && (
            <button type="button" disabled={busy} onClick={onPortal} className={buttonClass("secondary", "md")}>
              <CreditCard className="size-4" aria-hidden="true" />
              Manage card and invoices
            </button>
          )}
          {card?.renews && !card.scheduledChange && (
            <button type="button" disabled={busy} onClick={() => onCancel(card)} className={buttonClass("ghost", "md")}>
              Cancel plan
            </button>
          )}
          {card?.cancelAtPeriodEnd && (
            <button type="button" disabled={busy} onClick={onResume} className={buttonClass("primary", "md")}>
              Resume plan
            </button>
          )}
        </div>
      </div>
      {card?.status === "past_due" && (
        <Notice>
          Your last card payment did not go through. Stripe tries again over the next days; update your card under "Manage card and invoices" to keep {plans[card.tier].name}.
        </Notice>
      )}
      {card?.scheduledChange && (
        <Notice action={<button type="button" disabled={busy} onClick={() => onKeep(card)} className={buttonClass("secondary", "sm")}>Keep {plans[card.tier].name}</button>}>
          Moves to {plans[card.scheduledChange.tier].name} on {longDate(card.scheduledChange.at)}.
        </Notice>
      )}
      {prepaid?.endsSoon && (
        <Notice action={<button type="button" disabled={busy || !billing.methods.mpesa} onClick={() => onRenew(prepaid)} className={buttonClass("primary", "sm")}>Renew with M-Pesa</button>}>
          {prepaid.inGrace
            ? `Your ${plans[prepaid.tier].name} plan has ended. Renew it by ${longDate(prepaid.graceEndsAt!)} to keep it.`
            : `Your ${plans[prepaid.tier].name} plan ends on ${longDate(prepaid.endsAt!)}. M-Pesa plans do not renew by themselves.`}
        </Notice>
      )}
    </section>
  );
}

function Notice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="status" className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-500/15 dark:text-amber-100">
      <p className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{children}</span>
      </p>
      {action}
    </div>
  );
}

interface PlanButtonProps {
  tier: Tier;
  period: BillingPeriod;
  billing: Billing;
  disabled: boolean;
  onChoose: (tier: PaidTier) => void;
  onCancel: (source: PlanSource) => void;
}

/** What a plan's card offers, given how the user pays now. */
function PlanButton({ tier, period, billing, disabled, onChoose, onCancel }: PlanButtonProps) {
  const { card, prepaid } = billing;
  const cls = (primary: boolean) => buttonClass(primary ? "primary" : "secondary", "md", "mt-6 w-full");
  const still = (text: string, note?: string) => (
    <>
      <button type="button" disabled className={cls(false)}>
        {text}
      </button>
      {note && <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-400">{note}</p>}
    </>
  );
  if (tier === "free") {
    if (billing.tier === "free") return still("Current Plan");
    if (card?.renews) {
      return (
        <button type="button" disabled={disabled} onClick={() => onCancel(card)} className={cls(false)}>
          Switch to Free
        </button>
      );
    }
    return still("Switch to Free", billing.current?.method === "admin" ? "An administrator set your plan." : "Yours when your paid plan ends.");
  }
  const choose = (text: string, primary = true) => (
    <button type="button" disabled={disabled} onClick={() => onChoose(tier)} className={cls(primary)}>
      {text}
    </button>
  );
  if (card) {
    if (card.tier === tier) return card.period === period ? still("Current Plan") : choose(`Switch to ${period}`, false);
    return choose(planCta(tier), tierRank(tier) > tierRank(card.tier));
  }
  if (prepaid && prepaid.tier === tier) return choose(period === "monthly" ? "Add a month" : "Add a year");
  if (prepaid && tierRank(tier) < tierRank(prepaid.tier) && !prepaid.inGrace) return still(planCta(tier), `Available when ${plans[prepaid.tier].name} ends.`);
  if (billing.tier === tier) return still("Current Plan");
  return choose(planCta(tier), tierRank(tier) > tierRank(billing.tier));
}
