// The two dialogs of /domains: 'Create Free Subdomain' (a site's free address, answered available / taken /
// reserved as it is typed) and 'Add Custom Domain' (checked as typed with the server's own rules).
import { Globe, Link2 } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import {
  cleanCustomDomain,
  cleanSubdomain,
  CUSTOM_DOMAIN_ADDED,
  CUSTOM_DOMAIN_ADDED_HINT,
  CUSTOM_DOMAIN_FAILED,
  CUSTOM_DOMAIN_FAILED_HINT,
  parseCustomDomain,
  SUBDOMAIN_CREATED,
  SUBDOMAIN_FAILED,
  SUBDOMAIN_FAILED_HINT,
} from "../../../schema/domains";
import { plans } from "../../lib/plans";
import type { WebsiteSummary } from "../../hooks/use-account";
import { useOwnHosts, type DomainEntry } from "../../hooks/use-domains";
import { useUser } from "../../hooks/use-user";
import { api, read } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { Link } from "react-router-dom";
import { buttonClass } from "../button-link";
import { FormField, inputClass } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { Select } from "../ui/select";

const linkClass = "font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  websites: WebsiteSummary[];
  onDone: (entry: DomainEntry) => void;
}

function WebsitePicker({ websites, value, onChange }: { websites: WebsiteSummary[]; value: string; onChange: (id: string) => void }) {
  if (websites.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        You have no saved websites yet.{" "}
        <Link to="/ai-builder" className={linkClass}>
          Create one with AI
        </Link>{" "}
        or in the{" "}
        <Link to="/builder" className={linkClass}>
          builder
        </Link>
        , save it, then come back.
      </p>
    );
  }
  return <Select label="Website" value={value} options={websites.map((w) => ({ value: w.id, label: w.name }))} onChange={onChange} />;
}

type Availability = { subdomain: string; status: "available" | "taken" | "reserved" | "invalid"; message: string | null; hostname: string };

export function SubdomainDialog({ open, onOpenChange, websites, onDone }: DialogProps) {
  const { data: hosts } = useOwnHosts(open);
  const [websiteId, setWebsiteId] = useState(websites[0]?.id ?? "");
  const [label, setLabel] = useState("");
  const [answer, setAnswer] = useState<Availability | null>(null);
  const [busy, setBusy] = useState(false);
  const site = websites.find((w) => w.id === websiteId) ?? websites[0];

  // The live answer, asked a moment after the user stops typing; an older answer never replaces a newer one.
  useEffect(() => {
    if (!open || label === "" || !site) return setAnswer(null);
    let current = true;
    const timer = window.setTimeout(() => {
      read(api.domains["subdomain-check"].$get({ query: { subdomain: label, websiteId: site.id } }))
        .then((result) => current && setAnswer(result))
        .catch(() => current && setAnswer(null));
    }, 250);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [open, label, site]);

  const fresh = answer?.subdomain === label ? answer : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!site || label === "") return;
    setBusy(true);
    try {
      const entry = await read(api.domains.$post({ json: { websiteId: site.id, subdomain: label } }));
      toast({ title: SUBDOMAIN_CREATED, description: `${site.name} is at ${entry.hostname}${entry.status === "active" ? "" : " once published"}.` });
      setLabel("");
      onOpenChange(false);
      onDone(entry);
    } catch (err) {
      toast({ title: SUBDOMAIN_FAILED, description: errorText(err, SUBDOMAIN_FAILED_HINT), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const tone = fresh?.status === "available" ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400";
  return (
    <Modal open={open} onOpenChange={onOpenChange} icon={<Globe className="size-5" />} title="Create Free Subdomain" description="Choose the free address of one of your websites.">
      <form onSubmit={submit} className="mt-5 grid gap-4">
        <WebsitePicker websites={websites} value={site?.id ?? ""} onChange={setWebsiteId} />
        <FormField label="Subdomain" description={site?.subdomain ? `Now at ${site.subdomain}. The old address keeps sending visitors on for 30 days.` : undefined}>
          {(control) => (
            <div className="flex items-center gap-2">
              <input
                {...control}
                value={label}
                onChange={(e) => setLabel(cleanSubdomain(e.target.value))}
                placeholder="my-site"
                autoComplete="off"
                spellCheck={false}
                className={inputClass}
              />
              <span className="shrink-0 text-sm text-slate-600 dark:text-slate-400">.{hosts?.sitesHost}</span>
            </div>
          )}
        </FormField>
        <p className={`min-h-5 text-sm ${tone}`} role="status" aria-live="polite">
          {fresh ? (fresh.status === "available" ? `${fresh.hostname} is available` : fresh.message) : ""}
        </p>
        <button type="submit" disabled={busy || !site || fresh?.status !== "available"} className={buttonClass("primary", "md", "w-full")}>
          {busy ? "Creating..." : "Create Subdomain"}
        </button>
      </form>
    </Modal>
  );
}

export function CustomDomainDialog({ open, onOpenChange, websites, onDone }: DialogProps) {
  const { user } = useUser();
  const { data: hosts } = useOwnHosts(open);
  const [websiteId, setWebsiteId] = useState(websites[0]?.id ?? "");
  const [domain, setDomain] = useState("");
  const [busy, setBusy] = useState(false);
  const site = websites.find((w) => w.id === websiteId) ?? websites[0];
  const allowance = user ? plans[user.subscriptionTier].customDomains : 0;
  const parsed = domain.trim() !== "" && hosts ? parseCustomDomain(domain, hosts) : null;
  const problem = parsed && "problem" in parsed ? parsed.problem : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!site || domain.trim() === "") return;
    setBusy(true);
    try {
      const entry = await read(api.domains.custom.$post({ json: { websiteId: site.id, customDomain: domain } }));
      toast({ title: CUSTOM_DOMAIN_ADDED, description: CUSTOM_DOMAIN_ADDED_HINT });
      setDomain("");
      onOpenChange(false);
      onDone(entry);
    } catch (err) {
      toast({ title: CUSTOM_DOMAIN_FAILED, description: errorText(err, CUSTOM_DOMAIN_FAILED_HINT), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} icon={<Link2 className="size-5" />} title="Add Custom Domain" description="Use a domain you own, like www.yourbusiness.com, for one of your websites.">
      <form onSubmit={submit} className="mt-5 grid gap-4">
        {allowance === 0 && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
            Custom domains are a premium feature.{" "}
            <Link to="/pricing" className={linkClass}>
              See plans
            </Link>
          </p>
        )}
        <WebsitePicker websites={websites} value={site?.id ?? ""} onChange={setWebsiteId} />
        <FormField label="Domain" description="Without http:// — for example www.yourbusiness.com" error={problem}>
          {(control) => (
            <input
              {...control}
              value={domain}
              onChange={(e) => setDomain(cleanCustomDomain(e.target.value))}
              placeholder="www.yourbusiness.com"
              autoComplete="off"
              spellCheck={false}
              inputMode="url"
              className={inputClass}
            />
          )}
        </FormField>
        <button type="submit" disabled={busy || !site || domain.trim() === "" || problem !== undefined} className={buttonClass("primary", "md", "w-full")}>
          {busy ? "Adding..." : "Add Domain"}
        </button>
      </form>
    </Modal>
  );
}
