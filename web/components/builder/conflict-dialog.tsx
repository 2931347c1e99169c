// Asked when the builder's copy of a saved website is older than the server's (another tab or device saved in
// between): load the newer version (this draft stays one Undo away) or keep this draft as a copy. Nothing is lost
// either way, and nothing is decided for the user.
import * as Dialog from "@radix-ui/react-dialog";
import { GitMerge } from "lucide-react";
import type { SavedWebsite } from "../../hooks/use-site-actions";
import { buttonClass } from "../button-link";

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
    <Dialog.Root open={server !== null} onOpenChange={(open) => !open && onDecideLater()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <span className="flex size-11 items-center justify-center rounded-xl bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
            <GitMerge className="size-5" aria-hidden="true" />
          </span>
          <Dialog.Title className="mt-4 text-xl font-bold">A newer version of this website exists</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {server && `“${server.name}” was saved somewhere else (another tab or device) on ${when(server.updatedAt)}, after the copy you are editing here. `}
            Your changes here are kept in this browser until you choose.
          </Dialog.Description>
          <div className="mt-6 grid gap-3">
            <button type="button" className={buttonClass("primary", "lg", "w-full")} disabled={busy} onClick={() => server && onLoadNewer(server)}>
              Load the newer version
            </button>
            <button type="button" className={buttonClass("secondary", "lg", "w-full")} disabled={busy} onClick={onKeepCopy}>
              {busy ? "Saving..." : "Keep my changes as a copy"}
            </button>
            <Dialog.Close className={buttonClass("ghost", "lg", "w-full")} disabled={busy}>
              Decide later
            </Dialog.Close>
          </div>
          <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
            Loading the newer version keeps your changes one Undo away. A copy is saved as a new website beside the newer one.
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
