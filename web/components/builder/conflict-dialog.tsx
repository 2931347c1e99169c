// Asked when the builder's copy of a saved website is older than the server's (another tab or device saved in
// between): load the newer version (this draft stays one Undo away) or keep this draft as a copy. Nothing is lost
// either way, and nothing is decided for the user.
import { GitMerge } from "lucide-react";
import type { SavedWebsite } from "../../hooks/use-site-actions";
import { buttonClass } from "../button-link";
import { Modal } from "../ui/modal";

export interface ConflictDialogProps {
  /** The newer copy on the server; the dialog is open while there is one. */
  server: SavedWebsite | null;
  busy: boolean;
  onLoadNewer: (site: SavedWebsite) => void;
  onKeepCopy: () => void;
  onDecideLater: () => void;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function ConflictDialog({ server, busy, onLoadNewer, onKeepCopy, onDecideLater }: ConflictDialogProps) {
  return (
    <Modal
      open={server !== null}
      onOpenChange={(open) => !open && onDecideLater()}
      icon={<GitMerge className="size-5" />}
      title="A newer version of this website exists"
      description={
        <>
          {server && `“${server.name}” was saved somewhere else (another tab or device) on ${when(server.updatedAt)}, after the copy you are editing here. `}
          Your changes here are kept in this browser until you choose.
        </>
      }
    >
      <div className="mt-6 grid gap-3">
        <button type="button" className={buttonClass("primary", "lg", "w-full")} disabled={busy} onClick={() => server && onLoadNewer(server)}>
          Load the newer version
        </button>
        <button type="button" className={buttonClass("secondary", "lg", "w-full")} disabled={busy} onClick={onKeepCopy}>
          {busy ? "Saving..." : "Keep my changes as a copy"}
        </button>
        <button type="button" className={buttonClass("ghost", "lg", "w-full")} disabled={busy} onClick={onDecideLater}>
          Decide later
        </button>
      </div>
      <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
        Loading the newer version keeps your changes one Undo away. A copy is saved as a new website beside the newer one.
      </p>
    </Modal>
  );
}
