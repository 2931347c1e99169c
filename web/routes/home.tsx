// /: the landing page. Sections follow the spec's order; each lives in components/home/.
import { lazy, Suspense } from "react";
import { Hero } from "../components/home/hero";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useHydrated } from "../hooks/use-hydrated";

const BelowTheFold = lazy(() => import("../components/home/below-the-fold"));

export default function Home() {
  useDocumentTitle();
  // The build draws the hero only: the sections below would triple the page's HTML and the work of adopting it,
  // for content nobody sees before scrolling. They load as soon as the page is live.
  const hydrated = useHydrated();
  // A screen's height held open until the sections arrive, so the footer never shows and then jumps away.
  const placeholder = <div className="min-h-dvh" />;
  return (
    <>
      <Hero />
      {hydrated ? <Suspense fallback={placeholder}><BelowTheFold /></Suspense> : placeholder}
    </>
  );
}
