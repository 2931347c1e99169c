// A website's Versions button on the account page and its dialog; the list and the previews load when it opens.
import { History } from "lucide-react";
import { lazy, Suspense } from "react";
import { buttonClass } from "../button-link";
import { Modal, ModalTrigger } from "../ui/modal";

const Versions = lazy(() => import("./versions-list"));

export function VersionsDialog({ siteId, siteName, onRolledBack }: { siteId: string; siteName: string; onRolledBack: () => Promise<unknown> }) {
  return (
    <Modal
      size="lg"
      trigger={
        <ModalTrigger className={buttonClass("ghost", "sm")}>
          <History className="size-4" aria-hidden="true" />
          Versions<span className="sr-only"> of {siteName}</span>
        </ModalTrigger>
      }
      title={`Versions of ${siteName}`}
      description="Every publish, newest first."
    >
      <Suspense fallback={<p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading versions...</p>}>
        <Versions siteId={siteId} siteName={siteName} onRolledBack={onRolledBack} />
      </Suspense>
    </Modal>
  );
}
