// The build's drawing of a public page (vite.config.ts, routePages): the same App as in the browser under a
// StaticRouter, rendered to HTML once every lazy screen and section has loaded (react-dom/static waits for them).
// Runs in Node at build time only; nothing here reaches the browser.
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import type { ReactNode } from "react";
import { App } from "./app";

export async function render(path: string): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  // Every boundary inline: by default React moves large ones after the page with a script that swaps them in, which
  // the Content-Security-Policy (script-src 'self') would block, leaving the loading placeholder on screen.
  const { prelude } = await prerender(<App router={Router} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
