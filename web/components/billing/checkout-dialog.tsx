// The checkout dialog: a paid plan for a period, or a premium template, by card (on to Stripe's page) or by M-Pesa
// (a prompt on the payer's phone, then 'Check your phone' until M-Pesa answers). The server prices everything; this
// only shows the same prices and sends the choice.
import { CreditCard, Smartphone } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { formatMoney, kesAmount, longDate, periodWords, planPriceCents, REMINDER_DAYS, tierRank, type PaidTier, type PaymentChoice, type PaymentMethod } from "../../../schema/payments";
import { normaliseKenyanPhone } from "../../../schema/phone";
import { formatDollars, planSummary, type BillingPeriod } from "../../../schema/plans";
import { plans } from "../../lib/plans";
import { usePayment, type Billing } from "../../hooks/use-billing";
import { api, ApiError, read } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { buttonClass } from "../button-link";
import { FormField, inputClass } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";

export interface PlanChoice {
  tier: PaidTier;
  period: BillingPeriod;
}

/** What is being bought: a plan, or a template at its catalogue price. */
export type CheckoutItem = ({ kind: "plan" } & PlanChoice) | { kind: "template"; templateId: string; name: string; priceCents: number };

/** What the dialog needs to know of the buyer's billing: the methods this server takes, the rate, a prepaid plan. */
export type CheckoutContext = Pick<Billing, "methods" | "kesPerUsd" | "prepaid">;

export type SettledPayment = NonNullable<ReturnType<typeof usePayment>["data"]>;

const PHONE_KEY = "sitewright.mpesa-phone";
/** After this long 'Check your phone' adds that M-Pesa may be slow (its own prompt times out in about a minute). */
const SLOW_MS = 90_000;

function newKey(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

function priceLine(tier: PaidTier, period: BillingPeriod): string {
  const cents = planPriceCents(tier, period);
  return period === "monthly" ? `${formatDollars(cents)} a month` : `${formatDollars(cents)} a year (${formatDollars(Math.round(cents / 12))} a month)`;
}

interface CheckoutDialogProps {
  item: CheckoutItem | null;
  billing: CheckoutContext;
  onClose: () => void;
  /** The payment went through (M-Pesa; a card payment finishes on the page Stripe returns to). */
  onPaid: (payment: SettledPayment) => void;
  /** A template the buyer already has: nothing to pay, here is its download. */
  onOwned?: (downloadUrl: string) => void;
}

function itemCents(item: CheckoutItem): number {
  return item.kind === "plan" ? planPriceCents(item.tier, item.period) : item.priceCents;
}

/** Starts the payment: a plan through /api/payments, a template through its own purchase call. */
async function startPayment(item: CheckoutItem, choice: PaymentChoice) {
  if (item.kind === "plan") return read(api.payments.$post({ json: { ...choice, item: { kind: "plan", tier: item.tier, period: item.period } } }));
  return read(api.templates[":id"].purchase.$post({ param: { id: item.templateId }, json: choice }));
}

export function CheckoutDialog({ item, billing, onClose, onPaid, onOwned }: CheckoutDialogProps) {
  const open = item !== null;
  const methods = (["card", "mpesa"] as const).filter((m) => billing.methods[m]);
  // Paying by card for a plan M-Pesa already pays for would charge twice: the server refuses it, so M-Pesa leads.
  const preferred: PaymentMethod = billing.prepaid || !billing.methods.card ? "mpesa" : "card";
  const [method, setMethod] = useState<PaymentMethod>(preferred);
  const [waitingFor, setWaitingFor] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setMethod(methods.includes(preferred) ? preferred : (methods[0] ?? "card"));
      setWaitingFor(null);
    }
    // Only when the dialog opens: a choice made inside it stays.
  }, [open]);

  if (!item) return <Modal open={false} title="" description="" />;
  const title = item.kind === "plan" ? `${plans[item.tier].name}, billed ${item.period}` : `${item.name} template`;
  const description =
    item.kind === "plan"
      ? `${priceLine(item.tier, item.period)}: ${planSummary(plans[item.tier])}.`
      : `${formatMoney(item.priceCents, "usd")}, paid once. The template is yours to download and use whenever you like.`;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      icon={method === "mpesa" ? <Smartphone className="size-5" /> : <CreditCard className="size-5" />}
      title={title}
      description={description}
    >
      {waitingFor ? (
        <MpesaWait paymentId={waitingFor} onPaid={onPaid} onRetry={() => setWaitingFor(null)} onClose={onClose} />
      ) : (
        <Tabs value={method} onValueChange={(m) => setMethod(m as PaymentMethod)} className="mt-5">
          {methods.length > 1 && (
            <TabsList aria-label="Payment method" className="w-full">
              <TabsTrigger value="card" className="flex flex-1 items-center justify-center gap-2">
                <CreditCard className="size-4" aria-hidden="true" /> Card
              </TabsTrigger>
              <TabsTrigger value="mpesa" className="flex flex-1 items-center justify-center gap-2">
                <Smartphone className="size-4" aria-hidden="true" /> M-Pesa
              </TabsTrigger>
            </TabsList>
          )}
          <TabsContent value="card" className="mt-4">
            <CardPanel item={item} billing={billing} onOwned={onOwned} />
          </TabsContent>
          <TabsContent value="mpesa" className="mt-4">
            <MpesaPanel item={item} billing={billing} onStarted={setWaitingFor} onOwned={onOwned} />
          </TabsContent>
        </Tabs>
      )}
    </Modal>
  );
}

/** A request's failure, shown in the dialog where the payer is looking. */
function Problem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/15 dark:text-red-200">
      {text}
    </p>
  );
}

function CardPanel({ item, billing, onOwned }: { item: CheckoutItem; billing: CheckoutContext; onOwned?: (url: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // One key per attempt: a request retried after a network failure starts one checkout, not two.
  const key = useRef(newKey());

  async function pay() {
    setBusy(true);
    setProblem(null);
    try {
      const started = await startPayment(item, { method: "card", idempotencyKey: key.current });
      if ("downloadUrl" in started && started.downloadUrl) return onOwned?.(started.downloadUrl);
      if (!started.redirectUrl) throw new ApiError(409, "This payment was already started. Please reload the page.");
      window.location.assign(started.redirectUrl);
    } catch (err) {
      if (err instanceof ApiError) key.current = newKey();
      setProblem(errorText(err, "The card payment could not be started. Please try again."));
      setBusy(false);
    }
  }

  return (
    <div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {item.kind === "plan"
          ? `You pay on Stripe's secure page, then come back here. The plan renews every ${item.period === "monthly" ? "month" : "year"} until you cancel, which you can do at any time.`
          : "You pay once on Stripe's secure page, then come back here to download the template."}
      </p>
      {item.kind === "plan" && billing.prepaid && tierRank(item.tier) > tierRank(billing.prepaid.tier) && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">The time left on your M-Pesa {plans[billing.prepaid.tier].name} plan is not carried over to a card plan; pay by M-Pesa to keep it.</p>
      )}
      <Problem text={problem} />
      <button type="button" onClick={() => void pay()} disabled={busy} className={buttonClass("primary", "lg", "mt-5 w-full")}>
        <CreditCard className="size-5" aria-hidden="true" />
        {busy ? "Opening secure payment..." : "Continue to secure payment"}
      </button>
    </div>
  );
}

function MpesaPanel({ item, billing, onStarted, onOwned }: { item: CheckoutItem; billing: CheckoutContext; onStarted: (paymentId: string) => void; onOwned?: (url: string) => void }) {
  const [phone, setPhone] = useState(() => localStorage.getItem(PHONE_KEY) ?? "");
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef(newKey());
  const shillings = kesAmount(itemCents(item), billing.kesPerUsd);
  const amount = formatMoney(shillings * 100, "kes");
  const prepaid = billing.prepaid;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = normaliseKenyanPhone(phone);
    if ("problem" in checked) return setPhoneError(checked.problem);
    setPhoneError(undefined);
    setBusy(true);
    setProblem(null);
    try {
      const started = await startPayment(item, { method: "mpesa", phone, idempotencyKey: key.current });
      localStorage.setItem(PHONE_KEY, phone);
      key.current = newKey();
      if ("downloadUrl" in started && started.downloadUrl) return onOwned?.(started.downloadUrl);
      if (started.payment) onStarted(started.payment.id);
    } catch (err) {
      if (err instanceof ApiError) key.current = newKey();
      setProblem(errorText(err, "M-Pesa could not be reached. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  let what: string;
  let effect: string;
  if (item.kind === "template") {
    what = `the ${item.name} template`;
    effect = "A one-off payment: the template is yours as soon as M-Pesa confirms it.";
  } else {
    what = `${periodWords[item.period]} of ${plans[item.tier].name}`;
    if (prepaid && prepaid.tier === item.tier) effect = `This adds ${periodWords[item.period]} after your plan's current end, ${longDate(prepaid.endsAt ?? new Date())}.`;
    else if (prepaid && tierRank(item.tier) > tierRank(prepaid.tier)) effect = `${plans[item.tier].name} starts at once; the days left on ${plans[prepaid.tier].name} become extra days of ${plans[item.tier].name}.`;
    else effect = `M-Pesa payments do not renew by themselves: we remind you by email ${REMINDER_DAYS} days before the ${item.period === "monthly" ? "month" : "year"} ends.`;
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormField label="M-Pesa phone number" description="A Kenyan mobile number, like 0712 345 678" error={phoneError}>
        {(control) => (
          <input {...control} type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="0712 345 678" className={inputClass} />
        )}
      </FormField>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        You pay <strong>{amount}</strong> for {what}, at KES {billing.kesPerUsd} to the dollar.
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{effect}</p>
      <Problem text={problem} />
      <button type="submit" disabled={busy} className={buttonClass("primary", "lg", "mt-5 w-full")}>
        <Smartphone className="size-5" aria-hidden="true" />
        {busy ? "Sending the prompt..." : `Pay ${amount} with M-Pesa`}
      </button>
    </form>
  );
}

function MpesaWait({ paymentId, onPaid, onRetry, onClose }: { paymentId: string; onPaid: (p: SettledPayment) => void; onRetry: () => void; onClose: () => void }) {
  const { data: payment } = usePayment(paymentId);
  const [slow, setSlow] = useState(false);
  const reported = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (payment?.status === "successful" && !reported.current) {
      reported.current = true;
      onPaid(payment);
    }
  }, [payment, onPaid]);

  if (payment?.status === "failed") {
    return (
      <div className="mt-5">
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-900 dark:bg-red-500/15 dark:text-red-100">
          <p className="font-semibold">The payment did not go through</p>
          <p className="mt-1 text-sm">{payment.failureReason ?? "M-Pesa could not complete the payment. Please try again."}</p>
        </div>
        <div className="mt-5 flex gap-3">
          <button type="button" onClick={onRetry} className={buttonClass("primary", "md", "flex-1")}>
            Try again
          </button>
          <button type="button" onClick={onClose} className={buttonClass("secondary", "md", "flex-1")}>
            Close
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="mt-5 text-center" aria-live="polite">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 motion-safe:animate-pulse dark:bg-emerald-500/15 dark:text-emerald-300" aria-hidden="true">
        <Smartphone className="size-8" />
      </span>
      <h3 className="mt-4 text-lg font-bold">Check your phone</h3>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {payment ? (
          <>
            Enter your M-Pesa PIN in the prompt on <strong>{payment.phone}</strong> to pay <strong>{formatMoney(payment.amount, payment.currency)}</strong>.
          </>
        ) : (
          "Enter your M-Pesa PIN in the prompt on your phone."
        )}
      </p>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {slow
          ? "Still waiting for M-Pesa. If you have paid, this page changes as soon as M-Pesa confirms; you can also close it and look under Payments later."
          : "This page changes by itself once M-Pesa confirms the payment."}
      </p>
      <p role="status" className="sr-only">
        Waiting for M-Pesa
      </p>
      <button type="button" onClick={onRetry} className={buttonClass("ghost", "sm", "mt-4")}>
        No prompt? Send it again
      </button>
    </div>
  );
}
