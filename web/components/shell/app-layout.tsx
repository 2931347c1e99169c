// The frame around every screen: skip link, header, the routed screen (loaded on demand), footer, toasts, and the
// help assistant's button.
import { lazy, type ReactNode, Suspense } from "react";
import { useUser } from "../../hooks/use-user";
import { Outlet, useLocation } from "react-router-dom";
import { LazyChatLauncher } from "../help/lazy-chat-launcher";
import { RouteErrorBoundary } from "../route-error";
import { LazyToaster } from "./lazy-toaster";
import { PageLoading } from "./page-loading";
import { ScrollRestoration } from "./scroll-restoration";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export const MAIN_ID = "main-content";

// Only an account with an unconfirmed address loads it: a visitor's first page carries none of its code.
const VerifyEmailBanner = lazy(() => import("./verify-email-banner"));

function EmailBanner() {
  const { user } = useUser();
  return user && !user.emailVerified ? (
    <Suspense fallback={null}>
      <VerifyEmailBanner email={user.email} />
    </Suspense>
  ) : null;
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
      {children}
    </main>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
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
      <EmailBanner />
      {/* The footer arrives with the screen: drawn under the loading placeholder, it would be pushed down the page
          when the screen came in, a layout shift on every first visit. */}
      <Suspense
        fallback={
          <Main>
            <PageLoading />
          </Main>
        }
      >
        <Main>
          <RouteErrorBoundary key={pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </Main>
        <SiteFooter />
      </Suspense>
      <LazyToaster />
      <LazyChatLauncher />
      <ScrollRestoration />
    </div>
  );
}
