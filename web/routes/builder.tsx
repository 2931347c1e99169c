// /builder: the manual builder. Five steps beside a live preview of the real rendered site. Every edit goes
// through the wizard's pure rules (lib/wizard.ts) into an undo history, and the draft is written to local storage
// at once, so nothing is lost to a reload, a failed request or the sign-in detour. `?site=<id>` edits a saved site;
// `?template=<id>` starts a new one from a catalogue template.
import { ChevronLeft, ChevronRight, FilePlus, Redo2, Save, Undo2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { WEBSITE_NOT_FOUND, REQUEST_FAILED } from "../../schema/messages";
import { defaultDocument, documentFieldErrors, type WebsiteDocument } from "../../schema/site-document";
import { AccountDialog } from "../components/account-dialog";
import { ConflictDialog } from "../components/builder/conflict-dialog";
import { buttonClass } from "../components/button-link";
import { LoadingStatus } from "../components/loading-status";
import { ContentStep } from "../components/builder/content-step";
import { ExportStep } from "../components/builder/export-step";
import { FinetuneStep } from "../components/builder/finetune-step";
import type { GenerateImageFor, UploadImage } from "../components/builder/image-field";
import { ImageDialog, type ImageTarget } from "../components/images/image-dialog";
import { StepProgress } from "../components/builder/step-progress";
import { StyleStep } from "../components/builder/style-step";
import { TemplateStep } from "../components/builder/template-step";
import { DevicePicker, SitePreview, type PreviewDevice } from "../components/site-preview";
import { useConfirm } from "../components/ui/confirm-dialog";
import { PreviewSheet } from "../components/builder/preview-sheet";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useMediaQuery } from "../hooks/use-media-query";
import { useSiteActions, type PendingAction, type SavedWebsite } from "../hooks/use-site-actions";
import { useUser } from "../hooks/use-user";
import { api, ApiError, read } from "../lib/api";
import { errorText } from "../lib/error-text";
import { documentKey, draftFromOtherTab, hasUnsavedWork, otherTabDraft, readDraft, writeDraft, type BuilderDraft } from "../lib/builder-draft";
import { OtherTabNotice } from "../components/builder/other-tab-notice";
import { mustUpgradeToDownload } from "../lib/downloads";
import { setStorageOwner } from "../lib/owned-storage";
import { setReturnTo } from "../lib/generated-site";
import { toast } from "../lib/toast";
import { uploadImage } from "../lib/uploads";
import { moveToStep, record, redo, selectTemplate, startHistory, STEP_COUNT, undo, type Edit } from "../lib/wizard";
import { RevisionsDialog } from "../components/builder/revisions-dialog";

/** What the draft knows besides the document and the step. */
type SavedState = Omit<BuilderDraft, "document" | "step">;

/** The saved state of a document the server answered. */
function savedStateOf(site: SavedWebsite, document: WebsiteDocument): SavedState {
  return { websiteId: site.id, revision: site.revision, savedJson: documentKey(document), address: site.address ?? undefined };
}

/**
 * The builder opens once it knows who is signed in: the draft it shows is that person's (lib/owned-storage.ts),
 * and signing in or out while it is open opens the other person's draft, never carries this one across.
 */
export default function ManualBuilderPage() {
  const { user, isLoading } = useUser();
  useDocumentTitle("Manual Builder");
  if (isLoading) return <LoadingStatus>Opening the builder...</LoadingStatus>;
  setStorageOwner(user?.id ?? null);
  return <ManualBuilder key={user?.id ?? "visitor"} />;
}

function ManualBuilder() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const siteParam = params.get("site");
  const templateParam = params.get("template");
  const { user, isLoading: userLoading } = useUser();

  const [initial] = useState(() => readDraft());
  // Another tab's newer work: told, never merged (builder-draft.ts).
  const [otherTab, setOtherTab] = useState(() => otherTabDraft());
  const [history, setHistory] = useState(() => startHistory(initial?.document ?? defaultDocument()));
  const [step, setStep] = useState(initial?.step ?? 1);
  const [saved, setSaved] = useState<SavedState>(() => {
    const { document: _d, step: _s, ...rest } = initial ?? { document: null, step: 1 };
    return rest;
  });
  const [loading, setLoading] = useState(siteParam !== null || initial?.websiteId !== undefined);
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  const { confirm, confirmDialog } = useConfirm();
  // The preview sits beside the steps on a wide screen; on a phone it is a sheet one tap away.
  const wide = useMediaQuery("(min-width: 1024px)");
  const doc = history.present;
  const json = useMemo(() => documentKey(doc), [doc]);
  const isSaved = saved.websiteId !== undefined && saved.savedJson === json;
  const errors = useMemo(() => documentFieldErrors(doc) ?? {}, [doc]);

  // Every change is on disk before the next paint can be lost.
  useEffect(() => {
    if (!loading) writeDraft({ document: doc, step, ...saved });
  }, [doc, step, saved, loading]);

  // Another tab keeping a different draft while this one is open.
  const current = useRef(doc);
  current.current = doc;
  useEffect(() => {
    const heard = (event: StorageEvent) => {
      const theirs = draftFromOtherTab(event, current.current);
      if (theirs) setOtherTab(theirs);
    };
    window.addEventListener("storage", heard);
    return () => window.removeEventListener("storage", heard);
  }, []);

  const edit: Edit = useCallback((change, key) => {
    setHistory((h) => record(h, change(h.present), key ?? null, Date.now()));
  }, []);

  const onSaved = useCallback(
    (site: SavedWebsite, sent?: WebsiteDocument) => {
      setSaved((s) => (sent ? { ...s, ...savedStateOf(site, sent) } : { ...s, revision: site.revision, address: site.address ?? undefined }));
      if (siteParam !== site.id) setParams({ site: site.id }, { replace: true });
    },
    [siteParam, setParams],
  );
  const setPending = useCallback((pendingAction: PendingAction | undefined) => setSaved((s) => ({ ...s, pendingAction })), []);
  const actions = useSiteActions({
    user,
    document: doc,
    saved: { websiteId: saved.websiteId, revision: saved.revision, upToDate: isSaved },
    onSaved,
    pending: saved.pendingAction,
    setPending,
    returnTo: "/builder",
    problem: () => Object.values(errors)[0] ?? null,
    ready: !loading,
  });
  const { showConflict } = actions;

  /** Shows the server's copy in the builder; what was here stays one Undo away. */
  const loadServerCopy = useCallback(
    (site: SavedWebsite) => {
      edit(() => site.data);
      setSaved(savedStateOf(site, site.data));
    },
    [edit],
  );

  // Opening a saved site (`?site=<id>`, or a draft that edits one): the draft is compared with the server's copy,
  // so an old draft never passes for the newest work. Done once per site the builder opens.
  const draftRef = useRef({ saved, json });
  draftRef.current = { saved, json };
  const opened = useRef<string | null>(null);
  useEffect(() => {
    // A template being opened (below) makes a new site: the draft's own site is not looked up meanwhile.
    if (templateParam) return setLoading(false);
    const draft = draftRef.current;
    const target = siteParam ?? draft.saved.websiteId ?? null;
    if (!target || opened.current === target) {
      setLoading(false);
      return;
    }
    if (userLoading) return;
    const sameSite = target === draft.saved.websiteId;
    if (!user) {
      // A draft of a saved site stays as it is while signed out; another site needs signing in first.
      if (sameSite) return setLoading(false);
      setReturnTo(`/builder?site=${encodeURIComponent(target)}`);
      navigate("/login", { replace: true });
      return;
    }
    opened.current = target;
    let cancelled = false;
    // Opening another site replaces the draft: never without asking when the draft holds unsaved work. The draft
    // stays on screen behind the question, so the visitor sees what would be replaced.
    const unsaved = !sameSite && hasUnsavedWork(readDraft());
    if (unsaved) setLoading(false);
    const ask = unsaved
      ? confirm({ title: "Open this website?", description: "The changes you have not saved in the builder will be replaced.", action: "Open website" })
      : Promise.resolve(true);
    ask
      .then((ok) => {
        if (cancelled) return null;
        if (!ok) {
          setParams({}, { replace: true });
          return null;
        }
        setLoading(true);
        return read(api.websites[":id"].$get({ param: { id: target } }));
      })
      .then((site) => {
        if (!site || cancelled) return;
        if (!sameSite) {
          setHistory(startHistory(site.data));
          setSaved(savedStateOf(site, site.data));
          setStep(2);
        } else if (site.revision !== draft.saved.revision) {
          // Saved somewhere else since this draft was made: take it if the draft holds nothing of its own.
          if (draft.saved.savedJson === draft.json) loadServerCopy(site);
          else showConflict(site);
        }
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        // A draft whose site was deleted elsewhere keeps its work: saving makes it a new site.
        if (sameSite && err instanceof ApiError && err.status === 404) return;
        toast({ title: "Error", description: errorText(err, WEBSITE_NOT_FOUND), variant: "destructive" });
        if (!sameSite) setParams({}, { replace: true });
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
      opened.current = null;
    };
  }, [siteParam, templateParam, user, userLoading, navigate, setParams, loadServerCopy, showConflict, confirm]);

  // `?template=<catalogue id>` (the catalogue's 'Use this template'): a new, unsaved site from that template's
  // document, at the style step. Unsaved work in the draft is never replaced without asking.
  useEffect(() => {
    if (!templateParam || userLoading) return;
    let cancelled = false;
    const unsaved = hasUnsavedWork(readDraft());
    read(api.templates[":id"].document.$get({ param: { id: templateParam } }))
      .then(async ({ document, name }) => {
        if (cancelled) return;
        const ok = !unsaved || (await confirm({ title: `Start from ${name}?`, description: "The changes you have not saved in the builder will be replaced.", action: "Use this template" }));
        if (!ok || cancelled) return;
        setHistory(startHistory(document));
        setSaved({});
        setStep(2);
        toast({ title: "Template ready", description: `${name} is in the builder: make it yours, then save it.` });
      })
      .catch((err: unknown) => {
        if (!cancelled) toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" });
      })
      .finally(() => !cancelled && setParams({}, { replace: true }));
    return () => {
      cancelled = true;
    };
  }, [templateParam, userLoading, confirm, setParams]);

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

  const upload: UploadImage = useCallback(
    async (file) => {
      if (!user) {
        actions.needAccount();
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
    [user, actions.needAccount],
  );

  // The AI image generator, for the picture field that asked; visitors are offered an account first (their draft
  // stays as it is, in this browser).
  const [imageTarget, setImageTarget] = useState<ImageTarget | null>(null);
  const generateImage: GenerateImageFor = useCallback(
    (label, apply) => {
      if (!user) return actions.needAccount();
      setImageTarget({ label, apply });
    },
    [user, actions.needAccount],
  );
  const images = useMemo(() => ({ upload, generate: generateImage }), [upload, generateImage]);

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
    return <LoadingStatus>Loading your website...</LoadingStatus>;
  }

  const status = actions.newer
    ? "A newer version was saved elsewhere"
    : isSaved
      ? "All changes saved"
      : saved.websiteId
        ? "Unsaved changes (kept on this device)"
        : "Draft kept on this device";

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
          {saved.websiteId && user && (
            <RevisionsDialog
              siteId={saved.websiteId}
              onRestore={(restored, savedAt) => {
                edit(() => restored);
                toast({ title: "Save restored", description: `The save of ${new Date(savedAt).toLocaleString("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" })} is in the builder. Save to keep it; Undo brings back what was here.` });
              }}
            />
          )}
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
            disabled={actions.busy !== null || isSaved}
            onClick={actions.save}
          >
            <Save className="size-4" aria-hidden="true" />
            {actions.busy === "save" ? "Saving..." : isSaved ? "Saved" : "Save"}
          </button>
        </div>
      </div>

      {otherTab && (
        <OtherTabNotice
          theirs={otherTab}
          onOpen={() => {
            const { document: theirs, step: theirStep, ...theirSaved } = otherTab;
            edit(() => theirs);
            setStep(theirStep);
            setSaved({ websiteId: theirSaved.websiteId, savedJson: theirSaved.savedJson, revision: theirSaved.revision, address: theirSaved.address, pendingAction: theirSaved.pendingAction });
            setOtherTab(null);
          }}
          onKeep={() => setOtherTab(null)}
        />
      )}
      <div className="mt-6">
        <StepProgress step={step} onJump={(to) => go(to, "jump")} />
      </div>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div>
          {step === 1 && <TemplateStep document={doc} onSelect={(id) => edit((d) => selectTemplate(d, id))} />}
          {step === 2 && <StyleStep document={doc} edit={edit} />}
          {step === 3 && <ContentStep document={doc} edit={edit} images={images} errors={errors} />}
          {step === 4 && <FinetuneStep document={doc} edit={edit} />}
          {step === 5 && (
            <ExportStep
              document={doc}
              busy={actions.busy}
              saved={isSaved}
              address={saved.address}
              mustUpgrade={mustUpgradeToDownload(user)}
              onSave={actions.save}
              onPublish={actions.publish}
              onDownload={actions.download}
            />
          )}
          {/* On a phone the step buttons stay at hand at the bottom of the screen, with the preview between them. */}
          <div data-bottom-bar className="sticky bottom-0 z-10 -mx-4 mt-8 flex justify-between gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none dark:border-slate-800 dark:bg-slate-950/95 lg:dark:bg-transparent">
            <button type="button" className={buttonClass("secondary", "md", "px-3 sm:px-4")} disabled={step === 1} onClick={() => go(step - 1, "next")}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </button>
            {!wide && <PreviewSheet document={doc} />}
            {step < STEP_COUNT && (
              <button type="button" className={buttonClass("primary", "md", "px-3 sm:px-4")} onClick={() => go(step + 1, "next")}>
                Next
                <ChevronRight className="size-4" aria-hidden="true" />
              </button>
            )}
          </div>
        </div>
        {wide && (
          <section aria-labelledby="preview-heading" className="sticky top-20 self-start">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <h2 id="preview-heading" className="text-xl font-semibold">
                Live preview
              </h2>
              <DevicePicker value={device} onChange={setDevice} />
            </div>
            <SitePreview document={doc} device={device} height={500} />
          </section>
        )}
      </div>

      <AccountDialog {...actions.accountDialog} open={actions.accountDialog.open && !user} />
      <ConflictDialog
        server={actions.conflict}
        busy={actions.busy === "copy"}
        onLoadNewer={(site) => {
          loadServerCopy(site);
          actions.resolveConflict();
          toast({ title: "Newer version loaded", description: "Your earlier changes are one Undo away." });
        }}
        onKeepCopy={() => void actions.saveAsCopy()}
        onDecideLater={actions.decideLater}
      />
      {confirmDialog}
      <ImageDialog target={imageTarget} onClose={() => setImageTarget(null)} />
      {actions.confirmDialog}
    </div>
  );
}
