// The frame around every screen: skip link, header, the routed screen (loaded on demand), footer, toasts.
import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { LazyToaster } from "./lazy-toaster";
import { PageLoading } from "./page-loading";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export const MAIN_ID = "main-content";

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        // Move focus as well as scroll: a bare fragment link leaves focus behind in some browsers, and the router
        // would otherwise treat the hash change as a navigation.
        onClick={(event) => {
          event.preventDefault();
          const main = document.getElementById(MAIN_ID);
          main?.focus();
          main?.scrollIntoView();
        }}
        className="sr-only rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <LazyToaster />
      {/* New pages start at the top; back and forward return to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
