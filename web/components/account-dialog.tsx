// The account-required dialog (spec): shown when a signed-out visitor saves or publishes. The caller has already
// stored the website and the way back, so whichever way the visitor signs in, they return to their work.
import * as Dialog from "@radix-ui/react-dialog";
import { UserPlus, X } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonClass } from "./button-link";

export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where to come back to after signing in. */
  returnTo: string;
}

export function AccountDialog({ open, onOpenChange, returnTo }: AccountDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <div className="flex items-start justify-between gap-4">
            <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
              <UserPlus className="size-5" aria-hidden="true" />
            </span>
            <Dialog.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label="Close">
              <X className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="mt-4 text-xl font-bold">Create an account to continue</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Your website is kept safe while you sign in. Publishing, custom domains and premium templates need an account.
          </Dialog.Description>
          <div className="mt-6 grid gap-3">
            <Link to="/signup" className={buttonClass("primary", "lg", "w-full")}>
              Create a Free Account
            </Link>
            <a href={`/auth/google?returnTo=${encodeURIComponent(returnTo)}`} className={buttonClass("secondary", "lg", "w-full")}>
              Continue with Google
            </a>
            <Link to="/login" className={buttonClass("ghost", "lg", "w-full")}>
              Log in
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
