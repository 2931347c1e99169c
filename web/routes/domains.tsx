// /domains: the free addresses and custom domains of the user's websites. A custom domain shows its DNS guide and,
// while pending, is checked again every 20 seconds with the time of the last look on screen.
import { ExternalLink, Globe, Link2, Lock, RefreshCw, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  DELETE_DOMAIN_FAILED,
  DELETE_DOMAIN_FAILED_HINT,
  DOMAIN_DELETED,
  RECHECK_SECONDS,
  VERIFICATION_STARTED,
  VERIFICATION_STARTED_HINT,
  VERIFY_FAILED,
  VERIFY_FAILED_HINT,
} from "../../schema/domains";
import { ButtonLink, buttonClass } from "../components/button-link";
import { CustomDomainDialog, SubdomainDialog } from "../components/domains/domain-dialogs";
import { DnsGuide } from "../components/domains/dns-guide";
import { useConfirm } from "../components/ui/confirm-dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { useWebsites } from "../hooks/use-account";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useDomains, type DomainEntry } from "../hooks/use-domains";
import { useUser } from "../hooks/use-user";
import { api, read, send } from "../lib/api";
import { errorText } from "../lib/error-text";
import { setReturnTo } from "../lib/generated-site";
import { toast } from "../lib/toast";

const tabs = [
  { value: "all", label: "All" },
  { value: "subdomain", label: "Subdomains" },
  { value: "custom", label: "Custom" },
] as const;

const statusStyles: Record<string, { label: string; className: string }> = {
  active: { label: "Active", className: "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300" },
  pending: { label: "Pending", className: "bg-amber-50 text-amber-900 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-200" },
};
const errorStyle = { label: "Error", className: "bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300" };

function StatusBadge({ status }: { status: string }) {
  const style = statusStyles[status] ?? errorStyle;
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${style.className}`}>{style.label}</span>;
}

/** "just now", "40 seconds ago", "3 minutes ago": when the server last looked at a domain's DNS. */
function since(iso: string | null, now: number): string | null {
  if (!iso) return null;
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 5) return "just now";
  if (seconds < 90) return `${seconds} seconds ago`;
  const minutes = Math.round(seconds / 60);
  return minutes < 90 ? `${minutes} minutes ago` : `${Math.round(minutes / 60)} hours ago`;
}

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";

export default function DomainsPage() {
  const { user, isLoading } = useUser();
  useDocumentTitle(isLoading ? undefined : user ? "Domains" : "Authentication Required");
  const signedIn = Boolean(user);
  const { data: domains, mutate } = useDomains(signedIn);
  const { data: websites } = useWebsites(signedIn);
  const { confirm, confirmDialog } = useConfirm();
  const [dialog, setDialog] = useState<"subdomain" | "custom" | null>(null);
  const [guideFor, setGuideFor] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const checking = useRef(false);

  // Pending custom domains are looked at again every RECHECK_SECONDS; the clock on screen moves meanwhile.
  const pending = (domains ?? []).filter((d) => d.kind === "custom" && d.status === "pending").map((d) => d.id);
  const pendingKey = pending.join(",");
  useEffect(() => {
    if (!pendingKey) return;
    const recheck = window.setInterval(async () => {
      if (checking.current) return;
      checking.current = true;
      try {
        await Promise.all(pendingKey.split(",").map((id) => send(api.domains[":id"].verify.$post({ param: { id } })).catch(() => {})));
        await mutate();
      } finally {
        checking.current = false;
      }
    }, RECHECK_SECONDS * 1000);
    return () => window.clearInterval(recheck);
  }, [pendingKey, mutate]);
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 5000);
    return () => window.clearInterval(tick);
  }, []);

  if (isLoading) return <p role="status" className="py-24 text-center text-slate-600 dark:text-slate-400">Loading...</p>;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <Lock className="size-12 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold">Authentication Required</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">Log in to give your websites a free subdomain or connect your own domain.</p>
        <ButtonLink to="/login" onClick={() => setReturnTo("/domains")} className="mt-8">
          Log In
        </ButtonLink>
      </section>
    );
  }

  async function verify(domain: DomainEntry) {
    toast({ title: VERIFICATION_STARTED, description: VERIFICATION_STARTED_HINT });
    try {
      const checked = await read(api.domains[":id"].verify.$post({ param: { id: domain.id } }));
      await mutate();
      if (checked.status === "active") toast({ title: "Domain verified", description: `${checked.hostname} now shows ${checked.websiteName}.` });
      // A check that could not finish (the DNS lookup failed) says so too, instead of leaving "Verification initiated".
      else if (checked.status === "error" || checked.note) toast({ title: VERIFY_FAILED, description: checked.note ?? VERIFY_FAILED_HINT, variant: "destructive" });
    } catch (err) {
      toast({ title: VERIFY_FAILED, description: errorText(err, VERIFY_FAILED_HINT), variant: "destructive" });
    }
  }

  async function remove(domain: DomainEntry) {
    const free = domain.kind === "subdomain";
    const confirmed = await confirm({
      title: `Delete ${domain.hostname}?`,
      description: free
        ? `${domain.websiteName} stops answering at this address at once. Publishing it again gives it a new one.`
        : `${domain.websiteName} stops answering at ${domain.hostname} at once. Your DNS records stay with your DNS provider.`,
      action: "Delete",
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await send(api.domains[":id"].$delete({ param: { id: domain.id } }));
      toast({ title: DOMAIN_DELETED, description: `${domain.hostname} is no longer connected.` });
      await mutate();
    } catch (err) {
      toast({ title: DELETE_DOMAIN_FAILED, description: errorText(err, DELETE_DOMAIN_FAILED_HINT), variant: "destructive" });
    }
  }

  function added(entry: DomainEntry) {
    void mutate();
    if (entry.kind === "custom") setGuideFor(entry.id);
  }

  const list = domains ?? [];
  const sites = websites ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Domains</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">Give your websites a free subdomain or connect a domain you own.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setDialog("subdomain")} className={buttonClass("secondary", "md")}>
            <Globe className="size-4" aria-hidden="true" />
            Create Free Subdomain
          </button>
          <button type="button" onClick={() => setDialog("custom")} className={buttonClass("primary", "md")}>
            <Link2 className="size-4" aria-hidden="true" />
            Add Custom Domain
          </button>
        </div>
      </div>

      <Tabs defaultValue="all" className="mt-8">
        <TabsList aria-label="Show">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => {
          const shown = list.filter((d) => t.value === "all" || d.kind === t.value);
          return (
            <TabsContent key={t.value} value={t.value} className="mt-4">
              {shown.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
                  {domains === undefined ? "Loading..." : t.value === "custom" ? "No custom domains yet." : "No domains yet. Publish a website or create a free subdomain."}
                </p>
              ) : (
                // Below the sm width each row stacks as a card, so status and actions stay in view on a phone.
                <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
                  <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
                    <thead className="bg-slate-50 text-xs text-slate-600 uppercase max-sm:hidden dark:bg-slate-900 dark:text-slate-400">
                      <tr>
                        <th scope="col" className="px-4 py-3 font-semibold">Domain</th>
                        <th scope="col" className="px-4 py-3 font-semibold">Website</th>
                        <th scope="col" className="px-4 py-3 font-semibold">Status</th>
                        <th scope="col" className="px-4 py-3 text-right font-semibold">Actions</th>
                      </tr>
                    </thead>
                    <tbody className="max-sm:block">
                      {shown.map((d) => {
                        const checked = since(d.lastCheckedAt, now);
                        const open = guideFor === d.id;
                        return (
                          <DomainRow
                            key={d.id}
                            domain={d}
                            checked={checked}
                            guideOpen={open}
                            onToggleGuide={() => setGuideFor(open ? null : d.id)}
                            onVerify={() => void verify(d)}
                            onDelete={() => void remove(d)}
                          />
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
            </TabsContent>
          );
        })}
      </Tabs>

      <section aria-labelledby="dns-help" className="mt-12 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 id="dns-help" className="text-lg font-semibold">
          How connecting your own domain works
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-600 dark:text-slate-400">
          <li>Add the domain here and choose the website it should show.</li>
          <li>
            At the company where you bought the domain, add the records its DNS guide lists: an <strong>A</strong> record for the root domain
            (example.com), a <strong>CNAME</strong> for www, and a <strong>TXT</strong> record that proves the domain is yours.
          </li>
          <li>Changes can take up to 48 hours to reach everyone. We check on our own every 20 seconds while this page is open, or press Verify.</li>
          <li>Once active, visitors to your domain see your website, with its own secure certificate.</li>
        </ol>
      </section>

      {dialog === "subdomain" && <SubdomainDialog open onOpenChange={(o) => setDialog(o ? "subdomain" : null)} websites={sites} onDone={added} />}
      {dialog === "custom" && <CustomDomainDialog open onOpenChange={(o) => setDialog(o ? "custom" : null)} websites={sites} onDone={added} />}
      {confirmDialog}
    </div>
  );
}

function DomainRow({
  domain,
  checked,
  guideOpen,
  onToggleGuide,
  onVerify,
  onDelete,
}: {
  domain: DomainEntry;
  checked: string | null;
  guideOpen: boolean;
  onToggleGuide: () => void;
  onVerify: () => void;
  onDelete: () => void;
}) {
  const custom = domain.kind === "custom";
  const active = domain.status === "active";
  return (
    <>
      <tr className="border-t border-slate-200 align-top first:border-t-0 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3 sm:first:border-t dark:border-slate-800">
        <td className="px-4 py-3 max-sm:col-span-2 max-sm:block max-sm:p-0">
          <p className="font-semibold break-all">{domain.hostname}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{custom ? "Custom domain" : "Free subdomain"}</p>
          {domain.note && <p className="mt-1 max-w-md text-xs text-slate-600 dark:text-slate-300">{domain.note}</p>}
          {custom && !active && checked && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Last checked {checked}</p>}
          {custom && domain.certificateStatus && (
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Certificate: {domain.certificateStatus.replace(/_/g, " ")}</p>
          )}
          {custom && (
            <button type="button" onClick={onToggleGuide} aria-expanded={guideOpen} className="mt-1 text-xs font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
              {guideOpen ? "Hide DNS settings" : "DNS settings"}
            </button>
          )}
        </td>
        <td className="px-4 py-3 max-sm:col-span-2 max-sm:block max-sm:p-0">
          <span className="text-slate-500 sm:hidden dark:text-slate-400">Website: </span>
          {domain.websiteName}
        </td>
        <td className="px-4 py-3 max-sm:flex max-sm:items-center max-sm:p-0">
          <StatusBadge status={domain.status} />
        </td>
        <td className="px-4 py-3 max-sm:block max-sm:p-0">
          <div className="flex justify-end gap-1">
            {active ? (
              <a href={domain.address} target="_blank" rel="noreferrer" className={iconButton} aria-label={`Open ${domain.hostname}`}>
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            ) : (
              <button type="button" disabled className={iconButton} aria-label={`Open ${domain.hostname}`}>
                <ExternalLink className="size-4" aria-hidden="true" />
              </button>
            )}
            {custom && (
              <button type="button" onClick={onVerify} disabled={active} className={iconButton} aria-label={`Verify ${domain.hostname}`}>
                <RefreshCw className="size-4" aria-hidden="true" />
              </button>
            )}
            <button type="button" onClick={onDelete} className={iconButton} aria-label={`Delete ${domain.hostname}`}>
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </div>
        </td>
      </tr>
      {custom && guideOpen && (
        <tr className="max-sm:block">
          <td colSpan={4} className="px-4 pb-4 max-sm:block">
            <DnsGuide domain={domain} />
          </td>
        </tr>
      )}
    </>
  );
}
