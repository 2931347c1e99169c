// /pricing: plans, monthly or yearly, with a comparison table and FAQ (placeholder).
import { PagePlaceholder } from "../components/page-placeholder";

export default function Pricing() {
  return <PagePlaceholder title="Pricing">Compare the Free, Basic, Premium and Enterprise plans, monthly or yearly. Coming here soon.</PagePlaceholder>;
}
