// Everything on the home page after the first screen, as its own chunk: it loads while the hero paints instead of
// before it, which keeps the home page's first load under its JavaScript budget (ADR 0012).
import { ClosingCta } from "./closing-cta";
import { Features } from "./features";
import { HowItWorks } from "./how-it-works";
import { PaymentMethods } from "./payment-methods";
import { PricingSection } from "./pricing-section";
import { TemplateGallery } from "./template-gallery";

export default function BelowTheFold() {
  return (
    <>
      <Features />
      <HowItWorks />
      <PricingSection />
      <PaymentMethods />
      <TemplateGallery />
      <ClosingCta />
    </>
  );
}
