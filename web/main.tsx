// Boots the SPA: theme first (before anything paints, so a dark page does not flash white), then React. A public
// page arrives drawn by the build (prerender.tsx): React adopts that markup (hydration) instead of drawing it
// again, and only once the page has been painted, so the reader sees it before the heaviest work of the visit.
import "./styles.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app";
import { initTheme } from "./lib/theme";
import { PRERENDERED_ATTRIBUTE } from "./route-paths";

// Applied here rather than by an inline script, which the Content-Security-Policy (script-src 'self') forbids.
initTheme();

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain <div id=\"root\">");

// The declarative router, not createBrowserRouter: the app loads no route data, and the data router's engine
// was 18 KB of gzip on every first load (ADR 0012). The frame does its own error boundary and scroll handling.
const app = <App router={BrowserRouter} />;

let started = false;
function hydrate(): void {
  if (started) return;
  started = true;
  // In a transition React pauses every few milliseconds for the browser (a plain hydration is one long task).
  startTransition(() => void hydrateRoot(container!, app));
}

// Markup drawn for another path (a page saved under a different address) is not adopted: React draws afresh.
if (container.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname) {
  // A frame callback runs just before the paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(hydrate, 0));
  // Browsers skip frames for pages nobody is looking at (a background tab): start anyway.
  setTimeout(hydrate, 500);
} else {
  createRoot(container).render(app);
}
