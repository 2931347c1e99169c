// Every page of the app and the screen that draws it. Screens load on demand (React.lazy), so a visitor downloads
// only the code of the pages they open; the shared frame (header, footer, toasts) is in components/shell/.
import { lazy, type ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { AppLayout } from "./components/shell/app-layout";
import { notFoundScreen, screens } from "./route-paths";

// One chunk per screen file; nothing here is loaded until its page is opened.
const loaders = import.meta.glob<{ default: ComponentType }>(["./routes/*.tsx", "!./routes/*.test.tsx"]);

function screen(file: string) {
  const load = loaders[`./routes/${file}.tsx`];
  if (!load) throw new Error(`web/routes/${file}.tsx does not exist`);
  const Screen = lazy(load);
  return <Screen />;
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // A failing screen is replaced inside the frame (AppLayout's error boundary), so the header stays usable.
    children: [
      ...Object.entries(screens).map(([path, file]): RouteObject => (path === "" ? { index: true, element: screen(file) } : { path, element: screen(file) })),
      { path: "*", element: screen(notFoundScreen) },
    ],
  },
];
