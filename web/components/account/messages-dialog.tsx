// A website's Messages button on the account page, with how many wait unread, and its dialog: what visitors sent
// through the published site's contact form. The list loads when it opens, in its own chunk.
import { Inbox } from "lucide-react";
import { lazy, Suspense } from "react";
import { buttonClass } from "../button-link";
import { Modal, ModalTrigger } from "../ui/modal";

const Messages = lazy(() => import("./messages-list"));

export function MessagesDialog({ siteId, siteName, unread, onChange }: { siteId: string; siteName: string; unread: number; onChange: () => Promise<unknown> }) {
  return (
    <Modal
      size="lg"
      trigger={
        <ModalTrigger className={buttonClass("ghost", "sm")}>
          <Inbox className="size-4" aria-hidden="true" />
          Messages<span className="sr-only"> of {siteName}</span>
          {unread > 0 && <span className="rounded-full bg-indigo-600 px-1.5 text-xs font-semibold text-white dark:bg-indigo-400 dark:text-slate-950">{unread} new</span>}
        </ModalTrigger>
      }
      title={`Messages of ${siteName}`}
      description="What visitors sent through the contact form, newest first."
    >
      <Suspense fallback={<p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">Loading messages...</p>}>
        <Messages siteId={siteId} siteName={siteName} onChange={onChange} />
      </Suspense>
    </Modal>
  );
}
