// /: the landing page. Sections follow the spec's order; each lives in components/home/.
import { lazy, Suspense } from "react";
import { Hero } from "../components/home/hero";
import { useDocumentTitle } from "../hooks/use-document-title";

const BelowTheFold = lazy(() => import("../components/home/below-the-fold"));

export default function Home() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      {/* A screen's height held open until the sections arrive, so the footer never shows and then jumps away. */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
