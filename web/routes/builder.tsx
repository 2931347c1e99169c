// /builder: the manual builder. Five steps beside a live preview of the real rendered site. Every edit goes
// through the wizard's pure rules (lib/wizard.ts) into an undo history, and the draft is written to local storage
// at once, so nothing is lost to a reload, a failed request or the sign-in detour. `?site=<id>` edits a saved site.
import { ChevronLeft, ChevronRight, FilePlus, Loader2, Redo2, Save, Undo2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { defaultDocument, documentFieldErrors, type WebsiteDocument } from "../../schema/site-document";
import { folderName } from "../../site/zip";
import type { DeployHostId } from "../../site/deploy";
import { AccountDialog } from "../components/account-dialog";
import { buttonClass } from "../components/button-link";
import { ContentStep } from "../components/builder/content-step";
import type { BuilderBusy } from "../components/builder/export-step";
import { ExportStep } from "../components/builder/export-step";
import { FinetuneStep } from "../components/builder/finetune-step";
import type { UploadImage } from "../components/builder/image-field";
import { StepProgress } from "../components/builder/step-progress";
import { StyleStep } from "../components/builder/style-step";
import { TemplateStep } from "../components/builder/template-step";
import { DevicePicker, SitePreview, type PreviewDevice } from "../components/site-preview";
import { useConfirm } from "../components/ui/confirm-dialog";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useUser } from "../hooks/use-user";
import { ApiError, apiRequest, errorText } from "../lib/api";
import { hasUnsavedWork, readDraft, writeDraft, type BuilderDraft } from "../lib/builder-draft";
import { checkDownload, downloadExport, mustUpgradeToDownload } from "../lib/downloads";
import { setReturnTo } from "../lib/generated-site";
import { toast } from "../lib/toast";
import { uploadImage } from "../lib/uploads";
import { moveToStep, record, redo, selectTemplate, startHistory, STEP_COUNT, undo, type Edit } from "../lib/wizard";

/** What the draft knows besides the document and the step. */
type SavedState = Omit<BuilderDraft, "document" | "step">;

interface SavedWebsite {
  id: string;
  address: string | null;
  data: WebsiteDocument;
}

const SAVE_FAILED = "There was a problem saving your website. Please try again.";
const PUBLISH_FAILED = "There was a problem publishing your website. Please try again.";

export default function ManualBuilder() {
  useDocumentTitle("Manual Builder");
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const siteParam = params.get("site");
  const { user, isLoading: userLoading } = useUser();

  const [initial] = useState(() => readDraft());
  const [history, setHistory] = useState(() => startHistory(initial?.document ?? defaultDocument()));
  const [step, setStep] = useState(initial?.step ?? 1);
  const [saved, setSaved] = useState<SavedState>(() => {
    const { document: _d, step: _s, ...rest } = initial ?? { document: null, step: 1 };
    return rest;
  });
  const [loading, setLoading] = useState(siteParam !== null && siteParam !== initial?.websiteId);
  const [busy, setBusy] = useState<BuilderBusy>(null);
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  const [dialogOpen, setDialogOpen] = useState(false);
  const { confirm, confirmDialog } = useConfirm();
  const doc = history.present;
  const websiteIdRef = useRef(saved.websiteId);
  websiteIdRef.current = saved.websiteId;

  // Every change is on disk before the next paint can be lost.
  useEffect(() => {
    if (!loading) writeDraft({ document: doc, step, ...saved });
  }, [doc, step, saved, loading]);

  // `?site=<id>`: open a saved site, unless the draft already is that site (with any unsaved edits kept).
  useEffect(() => {
    if (!siteParam || siteParam === websiteIdRef.current) {
      setLoading(false);
      return;
    }
    if (userLoading) return;
    if (!user) {
      setReturnTo(`/builder?site=${encodeURIComponent(siteParam)}`);
      navigate("/login", { replace: true });
      return;
    }
    let cancelled = false;
    // Opening another site replaces the draft: never without asking when the draft holds unsaved work. The draft
    // stays on screen behind the question, so the visitor sees what would be replaced.
    const unsaved = hasUnsavedWork(readDraft());
    if (unsaved) setLoading(false);
    const ask = unsaved
      ? confirm({
          title: "Open this website?",
          description: "The changes you have not saved in the builder will be replaced.",
          action: "Open website",
        })
      : Promise.resolve(true);
    ask
      .then((ok) => {
        if (cancelled) return null;
        if (!ok) {
          setParams({}, { replace: true });
          return null;
        }
        setLoading(true);
        return apiRequest("GET", `/api/websites/${encodeURIComponent(siteParam)}`);
      })
      .then(async (res) => {
        if (!res) return;
        const site = (await res.json()) as SavedWebsite;
        if (cancelled) return;
        setHistory(startHistory(site.data));
        setSaved({ websiteId: site.id, savedJson: JSON.stringify(site.data), address: site.address ?? undefined });
        setStep(2);
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        toast({ title: "Error", description: errorText(err, "Website not found"), variant: "destructive" });
        setParams({}, { replace: true });
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [siteParam, user, userLoading, navigate, setParams, confirm]);

  const edit: Edit = useCallback((change, key) => {
    setHistory((h) => record(h, change(h.present), key ?? null, Date.now()));
  }, []);

  // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) undo and redo the document everywhere on the page, text fields included,
  // so one history covers every edit.
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === "z") {
        e.preventDefault();
        setHistory((h) => (e.shiftKey ? redo(h) : undo(h)));
      } else if (key === "y") {
        e.preventDefault();
        setHistory(redo);
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  function go(to: number, via: "next" | "jump") {
    const move = moveToStep(doc, step, to, via);
    if (!move.ok) {
      toast({ title: move.title, description: move.description, variant: "destructive" });
      return;
    }
    setStep(move.step);
    window.scrollTo({ top: 0 });
  }

  const errors = useMemo(() => documentFieldErrors(doc) ?? {}, [doc]);
  const json = useMemo(() => JSON.stringify(doc), [doc]);
  const isSaved = saved.websiteId !== undefined && saved.savedJson === json;

  const needAccount = useCallback((action?: "save" | "publish") => {
    setSaved((s) => ({ ...s, pendingAction: action }));
    setReturnTo("/builder");
    setDialogOpen(true);
  }, []);

  /** Saves the document (creating or updating the site); answers the site's id, or null after a toast. */
  const persist = useCallback(async (): Promise<string | null> => {
    const firstError = Object.values(errors)[0];
    if (firstError) {
      toast({ title: "Please check your website", description: firstError, variant: "destructive" });
      return null;
    }
    const id = websiteIdRef.current;
    const body = { name: doc.content.siteName, data: doc };
    let res: Response;
    try {
      res = id ? await apiRequest("PUT", `/api/websites/${id}`, body) : await apiRequest("POST", "/api/websites", body);
    } catch (err) {
      // The site was deleted meanwhile (in another tab, say): the work in hand becomes a new site.
      if (!(id && err instanceof ApiError && err.status === 404)) throw err;
      res = await apiRequest("POST", "/api/websites", body);
    }
    const site = (await res.json()) as SavedWebsite;
    setSaved((s) => ({ ...s, websiteId: site.id, savedJson: json, address: site.address ?? undefined, pendingAction: undefined }));
    websiteIdRef.current = site.id;
    if (siteParam !== site.id) setParams({ site: site.id }, { replace: true });
    return site.id;
  }, [doc, json, errors, siteParam, setParams]);

  const save = useCallback(
    async (quiet: boolean) => {
      setBusy("save");
      try {
        if ((await persist()) && !quiet) toast({ title: "Website saved", description: "You will find it in your account." });
      } catch (err) {
        toast({ title: "Save failed", description: errorText(err, SAVE_FAILED), variant: "destructive" });
      } finally {
        setBusy(null);
      }
    },
    [persist],
  );

  const publish = useCallback(async () => {
    setBusy("publish");
    try {
      const id = await persist();
      if (!id) return;
      const res = await apiRequest("POST", `/api/websites/${id}/publish`);
      const site = (await res.json()) as SavedWebsite;
      setSaved((s) => ({ ...s, address: site.address ?? undefined }));
      toast({ title: "Website published!", description: `Your website is live at ${site.address}` });
    } catch (err) {
      toast({ title: "Publish failed", description: errorText(err, PUBLISH_FAILED), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }, [persist]);

  const onSave = () => (user ? void save(false) : needAccount("save"));

  // Back from signing in: finish the save or publish the visitor asked for (saving without a toast, as the spec
  // has it for the result page).
  const resuming = useRef(false);
  useEffect(() => {
    if (!saved.pendingAction || !user || loading || resuming.current) return;
    resuming.current = true;
    if (saved.pendingAction === "publish") void publish();
    else void save(true);
  }, [saved.pendingAction, user, loading, publish, save]);

  const upload: UploadImage = useCallback(
    async (file) => {
      if (!user) {
        needAccount();
        return null;
      }
      try {
        const url = await uploadImage(file);
        toast({ title: "Image added", description: `${file.name} is in your website.` });
        return url;
      } catch (err) {
        toast({ title: "Upload failed", description: errorText(err, "The image could not be uploaded. Please try again."), variant: "destructive" });
        return null;
      }
    },
    [user, needAccount],
  );

  async function download(host?: DeployHostId): Promise<boolean> {
    const check = checkDownload(user, navigate);
    if (check === "needs-account") needAccount();
    if (check !== "ok") return false;
    setBusy(host ?? "download");
    try {
      const query = host ? `?host=${host}` : "";
      await downloadExport(`/api/websites/export${query}`, doc, `${folderName(doc.content.siteName)}.zip`);
      toast({ title: "Export successful", description: "Your website's files are ready." });
      window.setTimeout(() => toast({ title: "Download started", description: "Your website's files are on their way." }), 500);
      return true;
    } catch (err) {
      toast({ title: "Export failed", description: errorText(err, "There was an error exporting your website"), variant: "destructive" });
      return false;
    } finally {
      setBusy(null);
    }
  }

  // A new site from scratch. The old document stays one Undo away, and a saved site stays in the account.
  async function startOver() {
    const ok = await confirm({
      title: "Start a new website?",
      description: "This one stays in your account if you saved it, and Undo brings it back here.",
      action: "Start over",
    });
    if (!ok) return;
    edit(() => defaultDocument());
    setSaved({});
    setStep(1);
    if (siteParam) setParams({}, { replace: true });
  }

  if (loading) {
    return (
      <p role="status" className="flex flex-1 items-center justify-center gap-2 py-24 text-slate-600 dark:text-slate-400">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        Loading your website...
      </p>
    );
  }

  const status = isSaved ? "All changes saved" : saved.websiteId ? "Unsaved changes (kept on this device)" : "Draft kept on this device";

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Manual Builder</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">Build your site step by step and watch every change in the preview.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {status}
          </p>
          <button type="button" className={buttonClass("ghost", "md")} onClick={() => void startOver()}>
            <FilePlus className="size-4" aria-hidden="true" />
            Start over
          </button>
          <button type="button" className={buttonClass("ghost", "md", "px-3")} aria-label="Undo" title="Undo (Ctrl+Z)" disabled={history.past.length === 0} onClick={() => setHistory(undo)}>
            <Undo2 className="size-4" aria-hidden="true" />
          </button>
          <button type="button" className={buttonClass("ghost", "md", "px-3")} aria-label="Redo" title="Redo (Ctrl+Shift+Z)" disabled={history.future.length === 0} onClick={() => setHistory(redo)}>
            <Redo2 className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={buttonClass("secondary")}
            disabled={busy !== null || isSaved}
            onClick={onSave}
          >
            <Save className="size-4" aria-hidden="true" />
            {busy === "save" ? "Saving..." : isSaved ? "Saved" : "Save"}
          </button>
        </div>
      </div>

      <div className="mt-6">
        <StepProgress step={step} onJump={(to) => go(to, "jump")} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div>
          {step === 1 && <TemplateStep document={doc} onSelect={(id) => edit((d) => selectTemplate(d, id))} />}
          {step === 2 && <StyleStep document={doc} edit={edit} />}
          {step === 3 && <ContentStep document={doc} edit={edit} upload={upload} errors={errors} />}
          {step === 4 && <FinetuneStep document={doc} edit={edit} />}
          {step === 5 && (
            <ExportStep
              document={doc}
              busy={busy}
              saved={isSaved}
              address={saved.address}
              mustUpgrade={mustUpgradeToDownload(user)}
              onSave={onSave}
              onPublish={() => (user ? void publish() : needAccount("publish"))}
              onDownload={download}
            />
          )}
          <div className="mt-8 flex justify-between gap-3">
            <button type="button" className={buttonClass("secondary")} disabled={step === 1} onClick={() => go(step - 1, "next")}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </button>
            {step < STEP_COUNT && (
              <button type="button" className={buttonClass("primary")} onClick={() => go(step + 1, "next")}>
                Next
                <ChevronRight className="size-4" aria-hidden="true" />
              </button>
            )}
          </div>
        </div>
        <section aria-labelledby="preview-heading" className="lg:sticky lg:top-20 lg:self-start">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="preview-heading" className="text-xl font-semibold">
              Live preview
            </h2>
            <DevicePicker value={device} onChange={setDevice} />
          </div>
          <SitePreview document={doc} device={device} height={500} />
        </section>
      </div>

      <AccountDialog open={dialogOpen && !user} onOpenChange={setDialogOpen} returnTo="/builder" />
      {confirmDialog}
    </div>
  );
}
