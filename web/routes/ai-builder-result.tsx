// /ai-builder-result: pick one of the generated designs, then save, publish, download and share it. Beside the
// designs (above them on a phone) the card of what was understood, to correct and make the designs again from.
// Signed-out visitors keep everything in local storage across the sign-in detour; the pending action finishes on
// return.
import { Check, Copy, Download, Globe, Pencil, Plus, RefreshCw, Rocket, Save, Share2, Sparkles } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { DesignHistory } from "../components/builder/design-history";
import { GENERATION_FAILED } from "../../schema/messages";
import { DOWNLOAD_HINT } from "../../schema/plans";
import { editorId } from "../../schema/sample-texts";
import { navLabel } from "../../site/sections";
import { AccountDialog } from "../components/account-dialog";
import { buttonClass } from "../components/button-link";
import { LoadingStatus } from "../components/loading-status";
import { SampleList } from "../components/builder/sample-list";
import { DevicePicker, SitePreview, type PreviewDevice } from "../components/site-preview";
import { Select } from "../components/ui/select";
import { ToggleGroup, ToggleGroupItem } from "../components/ui/toggle-group";
import { useCopy } from "../hooks/use-copy";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useMediaQuery } from "../hooks/use-media-query";
import { useSiteActions, type PendingAction, type SavedWebsite } from "../hooks/use-site-actions";
import { useSiteBrief } from "../hooks/use-site-brief";
import { useUser } from "../hooks/use-user";
import { openInBuilder } from "../lib/builder-draft";
import { mustUpgradeToDownload } from "../lib/downloads";
import { api, read } from "../lib/api";
import { setStorageOwner } from "../lib/owned-storage";
import { readGenerated, showingSet, whatChanged, withImages, withNewSet, writeGenerated, type GeneratedSite } from "../lib/generated-site";
import { toast } from "../lib/toast";

const RETURN_PATH = "/ai-builder-result";

// Its own chunk, with the kind picker it shares with the AI builder's question: the list of every page's code that
// the app's entry carries stays as short as it was (the home page's budget, e2e/front-door.test.ts).
const BriefCard = lazy(() => import("../components/brief/brief-card").then((m) => ({ default: m.BriefCard })));

/** The designs shown are the signed-in person's (lib/owned-storage.ts): read once it is known who that is. */
export default function AiBuilderResultPage() {
  const { user, isLoading } = useUser();
  useDocumentTitle("Your generated website");
  if (isLoading) return <LoadingStatus>Loading your website...</LoadingStatus>;
  setStorageOwner(user?.id ?? null);
  return <AiBuilderResult key={user?.id ?? "visitor"} />;
}

function AiBuilderResult() {
  const navigate = useNavigate();
  const { user, isLoading: userLoading } = useUser();
  const [site, setSite] = useState<GeneratedSite | null>(() => readGenerated());
  // A phone sees the design as a phone shows it first, not the desktop layout shrunk; the switch shows the others.
  const narrow = useMediaQuery("(max-width: 639px)", false);
  const [device, setDevice] = useState<PreviewDevice | null>(null);
  const { copied, copy } = useCopy();

  useEffect(() => {
    if (!site) navigate("/ai-builder", { replace: true });
  }, [site, navigate]);

  /** Every change is written to local storage first, so a reload or the sign-in detour keeps it. */
  const update = useCallback((change: (current: GeneratedSite) => GeneratedSite) => {
    setSite((current) => {
      if (!current) return current;
      const next = change(current);
      writeGenerated(next);
      return next;
    });
  }, []);
  // The address names the set on show (?set=N): each new set is a new entry in the browser's history, so Back shows
  // the one before and Forward the one after.
  const [params, setParams] = useSearchParams();
  const synced = useRef(site?.set ?? 0);
  const urlSet = params.get("set");
  useEffect(() => {
    if (!site) return;
    const shown = site.set ?? 0;
    if (urlSet === null) {
      synced.current = shown;
      setParams({ set: String(shown) }, { replace: true });
    } else if (Number(urlSet) !== synced.current) {
      // The address moved (Back, Forward, the strip): show that set.
      synced.current = Number(urlSet);
      update((s) => showingSet(s, Number(urlSet)));
    } else if (shown !== synced.current) {
      // A new set was made here: a new entry.
      synced.current = shown;
      setParams({ set: String(shown) });
    }
  }, [site, urlSet, setParams, update]);

  const onSaved = useCallback(
    (saved: SavedWebsite) => update((s) => ({ ...s, websiteId: saved.id, revision: saved.revision, address: saved.address ?? undefined })),
    [update],
  );
  const setPending = useCallback((pendingAction: PendingAction | undefined) => update((s) => ({ ...s, pendingAction })), [update]);

  const design = site?.designs[site.selected];
  const actions = useSiteActions({
    user,
    document: design,
    // A chosen design is saved once and not edited here (Edit opens the builder), so saved means up to date.
    saved: { websiteId: site?.websiteId, revision: site?.revision, upToDate: Boolean(site?.websiteId) },
    brief: site?.brief,
    onSaved,
    pending: site?.pendingAction,
    setPending,
    returnTo: RETURN_PATH,
    ready: !userLoading,
  });
  const card = useSiteBrief(site, update);

  function copyAddress() {
    if (site?.address) void copy("address", site.address, { title: "URL copied", description: "Website URL copied to clipboard!" });
  }

  if (!site || !design || userLoading) {
    return <LoadingStatus>Loading your website...</LoadingStatus>;
  }

  const saved = Boolean(site.websiteId);
  const published = Boolean(site.address);
  const mustUpgrade = mustUpgradeToDownload(user);
  const addressBar = site.address ? site.address.replace(/^https?:\/\//, "") : `preview · ${design.content.siteName}`;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{design.content.siteName}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{design.content.tagline}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/ai-builder" className={buttonClass("secondary")}>
            <Plus className="size-4" aria-hidden="true" />
            Create New
          </Link>
          <Link
            to={site.websiteId ? `/builder?site=${site.websiteId}` : "/builder"}
            className={buttonClass("secondary")}
            // An unsaved design travels as the builder's draft; a saved one is opened by its id.
            onClick={() => !site.websiteId && openInBuilder(design)}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Link>
          <button
            type="button"
            className={buttonClass("primary")}
            disabled={saved || actions.busy !== null}
            onClick={actions.save}
          >
            {saved ? <Check className="size-4" aria-hidden="true" /> : <Save className="size-4" aria-hidden="true" />}
            {actions.busy === "save" ? "Saving..." : saved ? "Saved" : "Save"}
          </button>
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {site.brief && (
          <div className="min-w-0 lg:order-last">
            <Suspense fallback={<div className="h-16 rounded-2xl border border-slate-200 bg-white lg:h-96 dark:border-slate-800 dark:bg-slate-900" />}>
              <BriefCard
                brief={site.brief}
                writer={site.writer}
                busy={card.updating}
                failed={card.failed}
                locked={saved}
                onUpdate={(brief) => void card.updateDesigns(brief)}
              />
            </Suspense>
          </div>
        )}
        <div className="min-w-0">
          <div>
            <p id="designs-label" className="text-sm font-semibold text-slate-700 dark:text-slate-300">
              Designs
            </p>
            <ToggleGroup labelledBy="designs-label" value={String(site.selected)} onChange={(i) => update((s) => ({ ...s, selected: Number(i) }))} disabled={saved} className="mt-2 flex flex-wrap gap-2">
              {site.designs.map((d, i) => (
                <ToggleGroupItem
                  key={i}
                  value={String(i)}
                  className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-checked:border-indigo-600 aria-checked:ring-2 aria-checked:ring-indigo-600 disabled:opacity-60 dark:border-slate-700 dark:focus-visible:outline-indigo-400"
                >
                  <span className="flex" aria-hidden="true">
                    {[d.style.colors.primary, d.style.colors.secondary, d.style.colors.accent].map((c) => (
                      <span key={c} className="-ml-1 size-4 rounded-full border border-white first:ml-0" style={{ background: c }} />
                    ))}
                  </span>
                  Design {i + 1}
                  <span className="text-slate-500 dark:text-slate-400">· {d.style.layout}</span>
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
            {site.request && !saved && <Refine site={site} update={update} busy={card.updating} />}
            {!saved && <DesignHistory site={site} onShow={(set) => setParams({ set: String(set) })} />}
          </div>

          {!saved && (
            <div className="mt-6">
              <SampleList
                document={design}
                folded
                // Each sample opens in the builder's Add Content step, at its own field.
                onJump={(sample) => {
                  openInBuilder(design, 3);
                  navigate(`/builder#${editorId(sample.sectionId, sample.itemIndex)}`);
                }}
              />
            </div>
          )}

          <div className="mt-6 overflow-hidden rounded-2xl border border-slate-200 shadow-sm dark:border-slate-800">
            <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2.5 dark:border-slate-800 dark:bg-slate-900">
              <span className="flex gap-1.5" aria-hidden="true">
                <span className="size-3 rounded-full bg-red-400" />
                <span className="size-3 rounded-full bg-amber-400" />
                <span className="size-3 rounded-full bg-emerald-400" />
              </span>
              <span data-testid="address-bar" className="min-w-0 flex-1 truncate rounded-md bg-white px-3 py-1 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                {addressBar}
              </span>
              <DevicePicker value={device ?? (narrow ? "mobile" : "desktop")} onChange={setDevice} />
            </div>
            <SitePreview document={design} device={device ?? (narrow ? "mobile" : "desktop")} height={600} title="Website preview" />
          </div>
        </div>
      </div>

      <div className="mt-8 grid gap-4 md:grid-cols-3">
        <ActionCard icon={<Rocket className="size-5" />} title="Publish Website" text="Put your site online on a free subdomain.">
          <button type="button" className={buttonClass("primary", "md", "w-full")} disabled={published || actions.busy !== null} onClick={actions.publish}>
            <Globe className="size-4" aria-hidden="true" />
            {actions.busy === "publish" ? "Publishing..." : published ? "Published" : "Publish Now"}
          </button>
          {published && (
            <a href={site.address} target="_blank" rel="noopener" className="mt-2 block truncate text-center text-sm font-medium text-indigo-700 underline dark:text-indigo-300">
              {site.address}
            </a>
          )}
        </ActionCard>
        <ActionCard icon={<Download className="size-5" />} title="Download Website" text="Plain HTML, CSS and JavaScript you can host anywhere.">
          {mustUpgrade ? (
            <>
              <button type="button" className={buttonClass("secondary", "md", "w-full")} onClick={() => void actions.download()}>
                Upgrade to Download
              </button>
              <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">{DOWNLOAD_HINT}</p>
            </>
          ) : (
            <button type="button" className={buttonClass("secondary", "md", "w-full")} disabled={actions.busy !== null} onClick={() => void actions.download()}>
              <Download className="size-4" aria-hidden="true" />
              {actions.busy === "download" ? "Preparing..." : "Download"}
            </button>
          )}
        </ActionCard>
        <ActionCard icon={<Share2 className="size-5" />} title="Share Website" text={published ? "Send your address to anyone." : "Publish your website first to get a shareable URL."}>
          <button type="button" className={buttonClass("secondary", "md", "w-full")} disabled={!published} onClick={copyAddress}>
            {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
            {copied ? "Copied" : "Copy URL"}
          </button>
        </ActionCard>
      </div>

      <AccountDialog {...actions.accountDialog} open={actions.accountDialog.open && !user} />
      {actions.confirmDialog}
    </div>
  );
}

/**
 * Refining instead of restarting: three new designs for the same description, or one section of the chosen
 * design written again in place (its look and the other sections stay). Each asks the next round, so a
 * rewrite never repeats the words it replaces. Only before saving: after that, Edit opens the builder.
 */
function Refine({ site, update, busy: updating }: { site: GeneratedSite; update: (change: (s: GeneratedSite) => GeneratedSite) => void; busy: boolean }) {
  const design = site.designs[site.selected]!;
  const sections = design.content.sections;
  const [sectionId, setSectionId] = useState(sections[0]?.id ?? "");
  const [busy, setBusy] = useState<"designs" | "section" | null>(null);
  const chosen = sections.find((s) => s.id === sectionId) ?? sections[0];
  const round = (site.round ?? 0) + 1;
  const prompt = site.request!.prompt;
  // The brief the designs were made from (as corrected on the card), so new words follow it.
  const brief = site.brief;

  async function run(kind: "designs" | "section", work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch {
      toast({ title: "Generation failed", description: GENERATION_FAILED, variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  const moreDesigns = () =>
    run("designs", async () => {
      const { designs } = await read(api["generate-website"].$post({ json: { prompt, round, ...(brief && { brief }) } }));
      update((s) => withNewSet(s, { label: "More designs", designs: designs.map((d) => withImages(d, s.request?.images)), selected: 0, round }));
    });

  const rewrite = () =>
    run("section", async () => {
      if (!chosen) return;
      const answer = await read(api["generate-section"].$post({ json: { prompt, round, ...(brief && { brief }), type: chosen.type, id: chosen.id, current: chosen } }));
      const { section } = answer;
      update((s) =>
        withNewSet(s, {
          label: `Rewrote ${navLabel(section)}`,
          selected: s.selected,
          round: answer.round,
          designs: s.designs.map((d, i) => (i === s.selected ? { ...d, content: { ...d.content, sections: d.content.sections.map((x) => (x.id === section.id ? section : x)) } } : d)),
        }),
      );
      toast({ title: "Section rewritten", description: `${navLabel(section)}: ${whatChanged(chosen, section)} Back (or the session's list) brings the old words back.` });
    });

  return (
    <div className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-900">
      <button type="button" className={buttonClass("secondary")} disabled={busy !== null || updating} onClick={() => void moreDesigns()}>
        <Sparkles className="size-4" aria-hidden="true" />
        {busy === "designs" ? "Designing..." : "More designs"}
      </button>
      {chosen && (
        <div className="flex flex-wrap items-end gap-2">
          <Select label="Section to rewrite" value={chosen.id} options={sections.map((s) => ({ value: s.id, label: navLabel(s) }))} onChange={setSectionId} />
          <button type="button" className={buttonClass("secondary")} disabled={busy !== null || updating} onClick={() => void rewrite()}>
            <RefreshCw className={`size-4${busy === "section" ? " animate-spin" : ""}`} aria-hidden="true" />
            {busy === "section" ? "Rewriting..." : "Rewrite section"}
          </button>
        </div>
      )}
    </div>
  );
}

function ActionCard({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300" aria-hidden="true">
          {icon}
        </span>
        <h2 className="text-lg font-semibold">{title}</h2>
      </div>
      <p className="mt-2 mb-4 text-sm text-slate-600 dark:text-slate-400">{text}</p>
      {children}
    </section>
  );
}
