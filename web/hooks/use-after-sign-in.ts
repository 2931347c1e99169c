// After sign-up or log-in: refresh the user; when this browser holds work made signed out (and not waiting for
// this sign-in to save it), ask whether it becomes the account's; then (about a second later, as the spec says) go
// back to where the visitor came from (the result page during the account detour) or to the home page.
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useConfirm } from "../components/ui/confirm-dialog";
import { takeReturnTo } from "../lib/generated-site";
import { adoptVisitorWork, setStorageOwner, visitorWork, type OwnedKey } from "../lib/owned-storage";
import { useUser } from "./use-user";

const workWords: Record<OwnedKey, string> = {
  "sitewright.builder": "a website in the Manual Builder",
  "sitewright.ai-builder-draft": "a description in the AI builder",
  "sitewright.generated": "designs from the AI builder",
};

export function useAfterSignIn(): { afterSignIn: () => Promise<void>; afterSignInDialog: ReactNode } {
  const navigate = useNavigate();
  const { mutate } = useUser();
  const { confirm, confirmDialog } = useConfirm();
  const afterSignIn = async () => {
    const user = await mutate();
    if (user && "id" in user) {
      setStorageOwner(user.id);
      const work = visitorWork();
      if (
        work.length > 0 &&
        (await confirm({
          title: "Keep what you made before logging in?",
          description: `This browser holds work you made while logged out: ${work.map((w) => workWords[w]).join(", ")}. Keep it in this account (it replaces this account's unsaved work of the same kind here), or leave it with the logged-out visitor.`,
          action: "Keep it in my account",
          cancel: "Leave it",
        }))
      )
        adoptVisitorWork(user.id);
    }
    const to = takeReturnTo() ?? "/";
    window.setTimeout(() => navigate(to), 1000);
  };
  return { afterSignIn, afterSignInDialog: confirmDialog };
}
