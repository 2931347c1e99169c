// /: the landing page. Sections follow the spec's order; each lives in components/home/.
import { ClosingCta } from "../components/home/closing-cta";
import { Features } from "../components/home/features";
import { Hero } from "../components/home/hero";
import { HowItWorks } from "../components/home/how-it-works";
import { PaymentMethods } from "../components/home/payment-methods";
import { PricingSection } from "../components/home/pricing-section";
import { TemplateGallery } from "../components/home/template-gallery";
import { useDocumentTitle } from "../hooks/use-document-title";

export default function Home() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <PricingSection />
      <PaymentMethods />
      <TemplateGallery />
      <ClosingCta />
    </>
  );
}
