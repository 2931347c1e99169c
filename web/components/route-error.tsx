// What a screen shows when it fails to render or its code fails to load (typically after a new deploy replaced
// the old chunks): a way forward instead of the router's developer error page.
import { Component, type ReactNode, useEffect } from "react";
import { useDocumentTitle } from "../hooks/use-document-title";
import { buttonClass } from "./button-link";

/**
 * Catches a screen that throws while rendering or whose code fails to load. Give it `key={pathname}` so that
 * moving to another page tries again instead of keeping the error up.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

function RouteError({ error }: { error: unknown }) {
  useDocumentTitle("Something went wrong");
  // Keep the cause visible in production consoles too, where the router does not print it.
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        This page could not be displayed. Reloading usually fixes it, for example after an update.
      </p>
      <div className="mt-8 flex gap-3">
        <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <a href="/" className={buttonClass("secondary")}>
          Go to the home page
        </a>
      </div>
    </section>
  );
}
