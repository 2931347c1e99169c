// Boots the SPA: theme first (before anything paints), then data loading defaults, then the router.
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { swrConfig } from "./lib/api";
import { initTheme } from "./lib/theme";
import { routes } from "./routes";

// Applied here rather than by an inline script, which the Content-Security-Policy (script-src 'self') forbids.
initTheme();

const router = createBrowserRouter(routes);

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain <div id=\"root\">");

createRoot(container).render(
  <StrictMode>
    <SWRConfig value={swrConfig}>
      <RouterProvider router={router} />
    </SWRConfig>
  </StrictMode>,
);
