// The buttons beside a website on the account page (Messages, Visitors, Versions) and their dialogs: a small button
// that screen readers hear as "<label> of <site>", opening a large dialog with that title. With `loading`, the
// contents come in their own chunk and the dialog says so until they are there.
import type { LucideIcon } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { buttonClass } from "../button-link";
import { Modal, ModalTrigger } from "../ui/modal";

interface SiteDialogProps {
  icon: LucideIcon;
  label: string;
  siteName: string;
  description: string;
  /** Shown on the button after its label (the unread count). */
  badge?: ReactNode;
  loading?: string;
  children: ReactNode;
}

export function SiteDialog({ icon: Icon, label, siteName, description, badge, loading, children }: SiteDialogProps) {
  return (
    <Modal
      size="lg"
      trigger={
        <ModalTrigger className={buttonClass("ghost", "sm")}>
          <Icon className="size-4" aria-hidden="true" />
          {label}
          <span className="sr-only"> of {siteName}</span>
          {badge}
        </ModalTrigger>
      }
      title={`${label} of ${siteName}`}
      description={description}
    >
      {loading ? <Suspense fallback={<p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">{loading}</p>}>{children}</Suspense> : children}
    </Modal>
  );
}
