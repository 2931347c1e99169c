// The signed-in user's plan, its source and their payments (GET /api/billing), and one payment followed while the
// payer answers on their phone (GET /api/payments/:id), in the shapes the Worker answers.
import useSWR from "swr";
import { api, read, readOrNullOn401 } from "../lib/api";

const fetchBilling = () => readOrNullOn401(api.billing.$get());
const fetchPayment = (id: string) => read(api.payments[":id"].$get({ param: { id } }));

export type Billing = NonNullable<Awaited<ReturnType<typeof fetchBilling>>>;
export type PaymentEntry = Billing["payments"][number];
export type PlanSource = NonNullable<Billing["current"]>;

export const BILLING_KEY = "/api/billing";

export function useBilling(enabled: boolean) {
  return useSWR(enabled ? BILLING_KEY : null, fetchBilling);
}

/** How often a payment waiting on the payer's phone is asked about (the server spaces its own asks too). */
export const PAYMENT_POLL_MS = 3000;

/**
 * Follows a payment until it settles: asked every few seconds while it is pending, never again after. The one
 * place the app polls (the spec's default is no polling): a person is waiting for their phone's answer.
 */
export function usePayment(id: string | null) {
  return useSWR(id ? `/api/payments/${id}` : null, () => fetchPayment(id!), {
    refreshInterval: (payment) => (payment && payment.status !== "pending" ? 0 : PAYMENT_POLL_MS),
  });
}
