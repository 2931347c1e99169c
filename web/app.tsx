// The app inside its router: shared by the browser (main.tsx, BrowserRouter) and the build's prerender of the
// public pages (prerender.tsx, StaticRouter), so both draw exactly the same tree and hydration finds what it expects.
import { StrictMode, type ReactNode } from "react";
import { useRoutes } from "react-router-dom";
import { SWRConfig } from "swr";
import { swrConfig } from "./lib/swr-config";
import { routes } from "./routes";

function Routes() {
  return useRoutes(routes);
}

export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <SWRConfig value={swrConfig}>
        <Router>
          <Routes />
        </Router>
      </SWRConfig>
    </StrictMode>
  );
}
