// Asking before something that cannot be taken back, as an accessible dialog (Radix AlertDialog) instead of
// window.confirm: `const { confirm, confirmDialog } = useConfirm()`, render {confirmDialog}, then
// `if (!(await confirm({...}))) return;` where window.confirm used to be.
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { buttonClass } from "../button-link";
import { overlayClass, panelClass } from "./modal";

export interface ConfirmOptions {
  title: string;
  description: string;
  /** The confirming button's label, a verb ("Delete", "Start over"). */
  action: string;
  cancel?: string;
  /** A red confirming button, for deleting things. */
  destructive?: boolean;
}

// Kept here rather than as a buttonClass variant: button-link is on the home page's first load, this is not.
const destructiveClass =
  "inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-red-600 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:focus-visible:outline-red-400";

export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; confirmDialog: ReactNode } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const pending = useRef<((ok: boolean) => void) | null>(null);
  // Where focus was when the question was asked: it goes back there, as it would after window.confirm.
  const returnFocus = useRef<HTMLElement | null>(null);

  const settle = useCallback((ok: boolean) => {
    pending.current?.(ok);
    pending.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    // A new question answers any open one with "no".
    pending.current?.(false);
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
    });
  }, []);

  // Leaving the page is a "no": the caller's await never hangs.
  useEffect(() => () => pending.current?.(false), []);

  const confirmDialog = (
    <AlertDialog.Root open={options !== null} onOpenChange={(open) => !open && settle(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content
          className={panelClass("md")}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
        >
          <AlertDialog.Title className="text-xl font-bold">{options?.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">{options?.description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass("secondary")}>{options?.cancel ?? "Cancel"}</AlertDialog.Cancel>
            <AlertDialog.Action className={options?.destructive ? destructiveClass : buttonClass("primary")} onClick={() => settle(true)}>
              {options?.action}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );

  return { confirm, confirmDialog };
}
