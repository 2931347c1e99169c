// /account: who you are, your plan and what you have used of it, and your websites.
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { MessagesDialog } from "../components/account/messages-dialog";
import { VersionsDialog } from "../components/account/versions-dialog";
import { VisitsDialog } from "../components/account/visits-dialog";
import { SignInDetails } from "../components/account/sign-in-details";
import { ButtonLink, buttonClass } from "../components/button-link";
import { useConfirm } from "../components/ui/confirm-dialog";
import { Meter } from "../components/ui/progress";
import { useAccount, useWebsites, type Usage } from "../hooks/use-account";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useUser } from "../hooks/use-user";
import { api, send } from "../lib/api";
import { toast } from "../lib/toast";
import { REQUEST_FAILED } from "../../schema/messages";

function Usage({ label, usage }: { label: string; usage: Usage }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-slate-600 dark:text-slate-400">{usage.limit === null ? `${usage.used} used · Unlimited` : `${usage.used} of ${usage.limit}`}</span>
      </div>
      <Meter label={label} value={usage.used} max={usage.limit} className="mt-1.5 h-2" />
    </div>
  );
}

export default function AccountPage() {
  useDocumentTitle("Your account");
  const { data: account, isLoading, mutate: refreshAccount } = useAccount();
  const { data: sites, mutate: refreshSites } = useWebsites(Boolean(account));
  const { confirm, confirmDialog } = useConfirm();
  const { mutate: mutateUser } = useUser();

  if (isLoading) return <p role="status" className="py-24 text-center text-slate-600">Loading...</p>;
  if (!account) {
    return (
      <section className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Your account</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">Log in to see your plan and your websites.</p>
        <ButtonLink to="/login" className="mt-6">
          Log In
        </ButtonLink>
      </section>
    );
  }

  async function remove(id: string, name: string) {
    if (!(await confirm({ title: `Delete "${name}"?`, description: "Its published site goes offline at once.", action: "Delete", destructive: true }))) return;
    try {
      await send(api.websites[":id"].$delete({ param: { id } }));
      toast({ title: "Website deleted", description: `"${name}" is gone.` });
      await Promise.all([refreshSites(), refreshAccount()]);
    } catch {
      toast({ title: "Failed", description: REQUEST_FAILED, variant: "destructive" });
    }
  }

  const { user, plan, usage } = account;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800" aria-labelledby="profile">
          <h2 id="profile" className="text-lg font-semibold">
            Profile
          </h2>
          <div className="mt-4 flex items-center gap-4">
            <span className="flex size-14 items-center justify-center rounded-full bg-indigo-600 text-lg font-bold text-white" aria-hidden="true">
              {user.firstName.charAt(0)}
              {user.lastName.charAt(0)}
            </span>
            <div>
              <p className="font-semibold">
                {user.firstName} {user.lastName}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
              {user.role === "admin" && <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">Administrator</p>}
            </div>
          </div>
        </section>
        <section className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800" aria-labelledby="plan">
          <div className="flex items-center justify-between">
            <h2 id="plan" className="text-lg font-semibold">
              {plan.name} plan
            </h2>
            <ButtonLink to="/account/billing" variant="secondary" size="sm">
              {plan.tier === "free" ? "Upgrade" : "Billing"}
            </ButtonLink>
          </div>
          <div className="mt-4 grid gap-4">
            <Usage label="Websites" usage={usage.websites} />
            <Usage label="AI images this month" usage={usage.imageCredits} />
            <Usage label="Custom domains" usage={usage.customDomains} />
          </div>
        </section>
      </div>
      <SignInDetails user={user} onSaved={() => Promise.all([refreshAccount(), mutateUser()])} />

      <section className="mt-10" aria-labelledby="sites">
        <h2 id="sites" className="text-xl font-semibold">
          Your websites
        </h2>
        {/* Still loading is not "no websites": nothing is said until the list is in. */}
        {!sites ? (
          <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            Loading your websites...
          </p>
        ) : sites.length === 0 ? (
          <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
            <p className="text-slate-600 dark:text-slate-400">No websites yet.</p>
            <div className="mt-4 flex justify-center gap-3">
              <ButtonLink to="/ai-builder">Generate with AI</ButtonLink>
              <ButtonLink to="/builder" variant="secondary">
                Manual Builder
              </ButtonLink>
            </div>
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {sites.map((site) => (
              <li key={site.id} className="flex flex-wrap items-center gap-3 p-4">
                {/* On a phone the name and address take the whole line, and the badge and buttons go under them. */}
                <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <p className="font-semibold">{site.name}</p>
                  {site.address ? (
                    <a href={site.address} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-sm text-indigo-700 underline dark:text-indigo-300">
                      {site.address.replace(/^https?:\/\//, "")}
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                    </a>
                  ) : (
                    <p className="text-sm text-slate-500 dark:text-slate-400">Not published</p>
                  )}
                  {site.takedownReason && (
                    <p role="note" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/15 dark:text-red-200">
                      Taken down by an administrator: {site.takedownReason} It cannot be published until they restore it.
                    </p>
                  )}
                </div>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${site.status === "published" ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"}`}>
                  {site.status === "published" ? "Published" : "Draft"}
                </span>
                {site.publishedAt && <MessagesDialog siteId={site.id} siteName={site.name} unread={site.unreadMessages} onChange={refreshSites} />}
                {site.publishedAt && <VisitsDialog siteId={site.id} siteName={site.name} />}
                {site.publishedAt && <VersionsDialog siteId={site.id} siteName={site.name} onRolledBack={refreshSites} />}
                <ButtonLink to={`/builder?site=${site.id}`} variant="secondary" size="sm">
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </ButtonLink>
                <button type="button" onClick={() => void remove(site.id, site.name)} className={buttonClass("ghost", "sm")} aria-label={`Delete ${site.name}`}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {confirmDialog}
    </div>
  );
}
