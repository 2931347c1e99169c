// The one modal shell (Radix Dialog): overlay, centred panel, title, description and a close button, the same in
// every dialog. The confirm dialog (Radix AlertDialog) wears the same overlay and panel.
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";

export const overlayClass = "fixed inset-0 z-50 bg-slate-950/50";

const widths = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-3xl" } as const;
export type ModalSize = keyof typeof widths;

/** The panel: centred, scrolls inside itself when taller than a phone's screen. */
export function panelClass(size: ModalSize): string {
  return `fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900`;
}

export interface ModalProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog (rendered as the trigger; focus returns to it on close). */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** An icon shown above the title, with the close button beside it. */
  icon?: ReactNode;
  size?: ModalSize;
  children?: ReactNode;
}

export function Modal({ open, onOpenChange, trigger, title, description, icon, size = "md", children }: ModalProps) {
  const close = (
    <Dialog.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800" aria-label="Close">
      <X className="size-5" aria-hidden="true" />
    </Dialog.Close>
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger}
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={panelClass(size)}>
          {icon ? (
            <>
              <div className="flex items-start justify-between gap-4">
                <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300" aria-hidden="true">
                  {icon}
                </span>
                {close}
              </div>
              <Dialog.Title className="mt-4 text-xl font-bold">{title}</Dialog.Title>
            </>
          ) : (
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
              {close}
            </div>
          )}
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Wraps the button that opens a Modal (pass as its `trigger`). */
export const ModalTrigger = Dialog.Trigger;
/** Closes the modal it is in when pressed; wrap a button with it (asChild). */
export const ModalClose = Dialog.Close;
