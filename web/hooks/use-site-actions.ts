// The one way a screen saves, publishes and downloads a website: the manual builder and the AI result page both
// use it. It saves before it publishes or downloads (spec), sends the revision a save was made on (a newer one on
// the server answers 409 and opens the conflict choice instead of overwriting), sends a signed-out visitor through
// the account dialog with the action kept as pending, and finishes that action once they are back.
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import type { Brief } from "../../schema/brief";
import { DOWNLOAD_FAILED, PUBLISH_FAILED, SAVE_FAILED } from "../../schema/messages";
import { sampleSummary, sampleTexts } from "../../schema/sample-texts";
import type { WebsiteDocument } from "../../schema/site-document";
import type { DeployHostId } from "../../site/deploy";
import { useConfirm } from "../components/ui/confirm-dialog";
import { api, ApiError, read } from "../lib/api";
import { errorText } from "../lib/error-text";
import { readFile } from "../lib/api-bodies";
import { checkDownload, saveFile } from "../lib/downloads";
import { setReturnTo } from "../lib/generated-site";
import { toast } from "../lib/toast";
import { WEBSITES_KEY } from "./use-account";
import type { User } from "./use-user";

const fetchSite = (id: string) => read(api.websites[":id"].$get({ param: { id } }));

/** A website as the server answers it after a read, save or publish. */
export type SavedWebsite = Awaited<ReturnType<typeof fetchSite>>;
export type PendingAction = "save" | "publish";
export type SiteBusy = "save" | "publish" | "download" | "copy" | DeployHostId | null;

/** What the screen knows of the saved copy of the document it shows. */
export interface SavedRef {
  websiteId?: string;
  /** The server revision the document was based on (sent with every save). */
  revision?: number;
  /** Whether the server already holds exactly this document. */
  upToDate: boolean;
}

export interface SiteActionsOptions {
  user: User | null;
  /** The document to save; undefined while the screen has none yet. */
  document: WebsiteDocument | undefined;
  saved: SavedRef;
  /** The brief an AI design was made from, saved with the site (undefined: a save leaves the stored one as it is). */
  brief?: Brief;
  /**
   * The server's answer after a save, a copy or a publish: the screen records id, revision and address. `sent` is
   * the document a save sent (absent after a publish, which changes no content).
   */
  onSaved: (site: SavedWebsite, sent?: WebsiteDocument) => void;
  pending: PendingAction | undefined;
  setPending: (action: PendingAction | undefined) => void;
  /** Where the account detour comes back to. */
  returnTo: string;
  /** The first thing wrong with the document, checked before a save; null when it can be saved. */
  problem?: () => string | null;
  /** False while the screen is still loading what it edits: a pending action waits for it. */
  ready?: boolean;
}

/** Opens the account dialog state the screen renders. */
function useAccountDetour(returnTo: string, setPending: (action: PendingAction | undefined) => void) {
  const [open, setOpen] = useState(false);
  const needAccount = useCallback(
    (action?: PendingAction) => {
      setPending(action);
      setReturnTo(returnTo);
      setOpen(true);
    },
    [returnTo, setPending],
  );
  return { needAccount, dialog: { open, onOpenChange: setOpen, returnTo } };
}

export function useSiteActions(options: SiteActionsOptions) {
  const { user, document, saved, brief, onSaved, pending, setPending, returnTo, problem, ready = true } = options;
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<SiteBusy>(null);
  // A newer copy on the server than the one the screen edits, and whether the choice is on screen right now.
  const [newer, setNewer] = useState<SavedWebsite | null>(null);
  const [asking, setAsking] = useState(false);
  const showConflict = useCallback((site: SavedWebsite) => {
    setNewer(site);
    setAsking(true);
  }, []);
  const { needAccount, dialog } = useAccountDetour(returnTo, setPending);

  const remember = useCallback(
    (site: SavedWebsite, sent?: WebsiteDocument) => {
      onSaved(site, sent);
      void mutate(WEBSITES_KEY);
    },
    [onSaved, mutate],
  );

  /** Creates the site as a new one, under this name. */
  const create = useCallback(
    async (name: string, data: WebsiteDocument) => {
      const site = await read(api.websites.$post({ json: { name, data, ...(brief && { brief }) } }));
      remember(site, data);
      return site;
    },
    [remember, brief],
  );

  /**
   * Makes sure the server holds this document; answers the site, or null after telling the user why not (a
   * problem in the document, or a newer revision on the server: then the conflict choice is open).
   */
  const persist = useCallback(async (): Promise<SavedWebsite | { id: string } | null> => {
    if (!document) return null;
    const trouble = problem?.();
    if (trouble) {
      toast({ title: "Please check your website", description: trouble, variant: "destructive" });
      return null;
    }
    const { websiteId, revision, upToDate } = saved;
    if (websiteId && upToDate) return { id: websiteId };
    if (!websiteId || revision === undefined) return create(document.content.siteName, document);
    try {
      const site = await read(
        api.websites[":id"].$put({ param: { id: websiteId }, json: { name: document.content.siteName, data: document, ...(brief && { brief }), baseRevision: revision } }),
      );
      remember(site, document);
      return site;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // Deleted meanwhile (in another tab, say): the work in hand becomes a new site.
      if (err.status === 404) return create(document.content.siteName, document);
      if (err.status !== 409) throw err;
      showConflict(await fetchSite(websiteId));
      return null;
    }
  }, [problem, saved, document, brief, create, remember, showConflict]);

  const save = useCallback(
    async (quiet = false) => {
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

  const { confirm, confirmDialog } = useConfirm();

  const publish = useCallback(async () => {
    // Sample texts (reviews, people, prices, contact details the designer made up) go live only when asked twice.
    const samples = document ? sampleTexts(document).length : 0;
    if (
      samples > 0 &&
      !(await confirm({
        title: "Publish with sample texts?",
        description: `${sampleSummary(samples)}. The designer wrote them as examples (reviews, people, prices, contact details), and they would go live as they are.`,
        action: "Publish anyway",
        cancel: "Review them first",
      }))
    ) {
      return;
    }
    setBusy("publish");
    try {
      const site = await persist();
      if (!site) return;
      const published = await read(api.websites[":id"].publish.$post({ param: { id: site.id } }));
      remember(published);
      toast({ title: "Website published!", description: `Your website is live at ${published.address}` });
    } catch (err) {
      toast({ title: "Publish failed", description: errorText(err, PUBLISH_FAILED), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }, [persist, remember, document, confirm]);

  /** Saves first if needed (spec), then downloads the site's ZIP, or the ZIP prepared for a host. */
  const download = useCallback(
    async (host?: DeployHostId): Promise<boolean> => {
      const check = checkDownload(user, navigate);
      if (check === "needs-account") needAccount("save");
      if (check !== "ok") return false;
      setBusy(host ?? "download");
      try {
        const site = await persist();
        if (!site) return false;
        const query = host ? { host } : {};
        const file = await readFile(api.websites[":id"].export.$get({ param: { id: site.id }, query }), "website.zip");
        saveFile(file.blob, file.name);
        toast({ title: "Export successful", description: "Your website's files are ready." });
        window.setTimeout(() => toast({ title: "Download started", description: "Your website's files are on their way." }), 500);
        return true;
      } catch (err) {
        toast({ title: "Download failed", description: errorText(err, DOWNLOAD_FAILED), variant: "destructive" });
        return false;
      } finally {
        setBusy(null);
      }
    },
    [user, navigate, needAccount, persist],
  );

  /** The conflict's second way out: the work in hand becomes a new site beside the newer one. */
  const saveAsCopy = useCallback(async () => {
    if (!document) return;
    setBusy("copy");
    try {
      await create(`${document.content.siteName} (copy)`.slice(0, 80), document);
      setNewer(null);
      toast({ title: "Website saved", description: "Your changes are saved as a copy; the newer version is kept as it was." });
    } catch (err) {
      toast({ title: "Save failed", description: errorText(err, SAVE_FAILED), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }, [create, document]);

  // Back from signing in: finish what the visitor asked for (saving without a toast, as the spec has it).
  const resuming = useRef(false);
  useEffect(() => {
    if (!pending || !user || !ready || resuming.current) return;
    resuming.current = true;
    setPending(undefined);
    if (pending === "publish") void publish();
    else void save(true);
  }, [pending, user, ready, setPending, publish, save]);

  return {
    busy,
    save: () => (user ? void save() : needAccount("save")),
    publish: () => (user ? void publish() : needAccount("publish")),
    download,
    needAccount,
    accountDialog: dialog,
    /** A newer server copy than the one on screen (a save was refused, or opening found it), until resolved. */
    newer,
    /** The newer copy while the choice is on screen. */
    conflict: asking ? newer : null,
    showConflict,
    /** Closes the choice and leaves both copies as they are; the next save asks again. */
    decideLater: () => setAsking(false),
    /** The screen took the newer copy. */
    resolveConflict: () => setNewer(null),
    saveAsCopy,
    /** The question before publishing sample texts: the screen renders it. */
    confirmDialog,
  };
}
