// Every page of the app and the screen that draws it. Screens load on demand (React.lazy), so a visitor downloads
// only the code of the pages they open; the shared frame (header, footer, toasts) is in components/shell/.
import { lazy } from "react";
import type { RouteObject } from "react-router-dom";
import { AppLayout } from "./components/shell/app-layout";

const Home = lazy(() => import("./routes/home"));
const ManualBuilder = lazy(() => import("./routes/builder"));
const AiBuilder = lazy(() => import("./routes/ai-builder"));
const AiBuilderResult = lazy(() => import("./routes/ai-builder-result"));
const AdminDashboard = lazy(() => import("./routes/admin"));
const Signup = lazy(() => import("./routes/signup"));
const Login = lazy(() => import("./routes/login"));
const Pricing = lazy(() => import("./routes/pricing"));
const Templates = lazy(() => import("./routes/templates"));
const Domains = lazy(() => import("./routes/domains"));
const Account = lazy(() => import("./routes/account"));
const AccountBilling = lazy(() => import("./routes/account-billing"));
const Terms = lazy(() => import("./routes/terms"));
const Privacy = lazy(() => import("./routes/privacy"));
const NotFound = lazy(() => import("./routes/not-found"));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // A failing screen is replaced inside the frame (AppLayout's error boundary), so the header stays usable.
    children: [
      { index: true, element: <Home /> },
      { path: "builder", element: <ManualBuilder /> },
      { path: "ai-builder", element: <AiBuilder /> },
      { path: "ai-builder-result", element: <AiBuilderResult /> },
      { path: "admin", element: <AdminDashboard /> },
      { path: "admin/dashboard", element: <AdminDashboard /> },
      { path: "signup", element: <Signup /> }, // ?plan=basic | premium preselects a plan
      { path: "login", element: <Login /> },
      { path: "pricing", element: <Pricing /> },
      { path: "templates", element: <Templates /> },
      { path: "domains", element: <Domains /> },
      { path: "account", element: <Account /> },
      { path: "account/billing", element: <AccountBilling /> },
      { path: "terms", element: <Terms /> },
      { path: "privacy", element: <Privacy /> },
      { path: "*", element: <NotFound /> },
    ],
  },
];
