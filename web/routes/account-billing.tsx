// /account/billing: subscription and payments, by card or M-Pesa (placeholder).
import { PagePlaceholder } from "../components/page-placeholder";

export default function AccountBilling() {
  return <PagePlaceholder title="Billing">Change your plan and review your payments, by card or M-Pesa. Coming here soon.</PagePlaceholder>;
}
