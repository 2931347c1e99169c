// /admin and /admin/dashboard. Only admins see the dashboard; the server checks the role again on every admin API
// call, so this screen is a convenience, not the lock.
import { ShieldAlert } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { ActivityButtons } from "../components/admin/activity-buttons";
import { PaymentsTab } from "../components/admin/payments-tab";
import { SettingsTab } from "../components/admin/settings-tab";
import { WebsitesTab } from "../components/admin/websites-tab";
import { TemplatesTab } from "../components/admin/templates-tab";
import { UsersTab } from "../components/admin/users-tab";
import { ButtonLink } from "../components/button-link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useUser } from "../hooks/use-user";

export default function Admin() {
  const { user, isLoading } = useUser();
  const isAdmin = user?.role === "admin";
  useDocumentTitle(isLoading ? undefined : isAdmin ? "Admin Dashboard" : "Access Denied");
  if (isLoading) return <p role="status" className="py-24 text-center text-slate-600">Loading...</p>;
  if (!isAdmin) {
    return (
      <section className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <ShieldAlert className="size-12 text-red-600" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold">Access Denied</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">You need to be logged in as an admin to access this page.</p>
        <ButtonLink to="/" className="mt-8">
          Return to Home
        </ButtonLink>
      </section>
    );
  }
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">Manage users, monitor payments, and view analytics for your AI website generator platform.</p>
        </div>
        <ActivityButtons />
      </div>
      <Tabs defaultValue="users" className="mt-8">
        <TabsList aria-label="Dashboard">
          {tabs.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(([value]) => (
          <TabsContent key={value} value={value} className="mt-6">
            {built[value]}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

const tabs = [
  ["users", "Users"],
  ["payments", "Payments"],
  ["websites", "Websites"],
  ["templates", "Templates"],
  ["analytics", "Analytics"],
  ["settings", "Settings"],
] as const;

// The charts library comes with this tab alone.
const AnalyticsTab = lazy(() => import("../components/admin/analytics-tab").then((m) => ({ default: m.AnalyticsTab })));

/** Each tab is drawn only while it is open (Radix unmounts the others), so each loads its data then. */
const built: Record<(typeof tabs)[number][0], ReactNode> = {
  users: <UsersTab />,
  payments: <PaymentsTab />,
  websites: <WebsitesTab />,
  templates: <TemplatesTab />,
  analytics: (
    <Suspense fallback={<p role="status" className="py-12 text-center text-slate-600 dark:text-slate-400">Loading analytics...</p>}>
      <AnalyticsTab />
    </Suspense>
  ),
  settings: <SettingsTab />,
};


