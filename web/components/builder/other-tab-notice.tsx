// Said when another tab changed the builder's draft after this one: each tab keeps its own work, nothing is merged,
// and the other tab's version is one click away (and that click one Undo away).
import type { BuilderDraft } from "../../lib/builder-draft";
import { buttonClass } from "../button-link";

export function OtherTabNotice({ theirs, onOpen, onKeep }: { theirs: BuilderDraft; onOpen: () => void; onKeep: () => void }) {
  return (
    <div role="status" className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-50">
      <p className="min-w-0 flex-[1_1_18rem]">
        Another tab changed your draft ({theirs.document.content.siteName.trim() || "an untitled website"}) after this one. This tab keeps its own changes until you choose.
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonClass("secondary", "sm")} onClick={onOpen}>
          Open the other tab&apos;s version
        </button>
        <button type="button" className={buttonClass("ghost", "sm")} onClick={onKeep}>
          Keep this tab&apos;s
        </button>
      </div>
    </div>
  );
}
