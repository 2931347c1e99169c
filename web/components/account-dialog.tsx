// The account-required dialog (spec): shown when a signed-out visitor saves or publishes. The caller has already
// stored the website and the way back, so whichever way the visitor signs in, they return to their work.
import { UserPlus } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonClass } from "./button-link";
import { Modal } from "./ui/modal";

export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where to come back to after signing in. */
  returnTo: string;
}

export function AccountDialog({ open, onOpenChange, returnTo }: AccountDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      icon={<UserPlus className="size-5" />}
      title="Create an account to continue"
      description="Your website is kept safe while you sign in. Publishing, custom domains and premium templates need an account."
    >
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
    </Modal>
  );
}
