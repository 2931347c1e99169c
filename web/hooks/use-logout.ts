// Logging out, shared by the avatar menu and the mobile menu. Work that exists only in this browser (a builder
// draft with unsaved changes, designs never saved) is named and the person asked first; logging out then removes
// the account's work from the browser, so the next person on it finds none. Then POST /api/logout, go home, and
// refresh the user.
import { useCallback, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { useConfirm } from "../components/ui/confirm-dialog";
import { api, send } from "../lib/api";
import { hasUnsavedWork, readDraft } from "../lib/builder-draft";
import { readGenerated } from "../lib/generated-site";
import { forgetOwnedWork, setStorageOwner } from "../lib/owned-storage";
import { toast } from "../lib/toast";
import { USER_KEY } from "./use-user";

/** What this browser holds of the account's work and nowhere else, in words. */
export function unsavedWork(): string[] {
  const work: string[] = [];
  const draft = readDraft();
  if (hasUnsavedWork(draft)) work.push(`the Manual Builder's unsaved changes to "${draft!.document.content.siteName.trim() || "an untitled website"}"`);
  const generated = readGenerated();
  if (generated && !generated.websiteId) work.push("the AI builder's designs, which are not saved");
  return work;
}

export function useLogout(): { logout: () => Promise<void>; logoutDialog: ReactNode } {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { confirm, confirmDialog } = useConfirm();
  const logout = useCallback(async () => {
    const work = unsavedWork();
    if (
      work.length > 0 &&
      !(await confirm({
        title: "Log out and lose unsaved work?",
        description: `Logging out removes ${work.join(" and ")} from this browser. Save first to keep ${work.length === 1 ? "it" : "them"} in your account.`,
        action: "Log out anyway",
        destructive: true,
      }))
    )
      return;
    try {
      await send(api.logout.$post());
    } catch {
      toast({ title: "Logout failed", description: "Please try again.", variant: "destructive" });
      return;
    }
    forgetOwnedWork();
    setStorageOwner(null);
    await navigate("/");
    // Show the visitor's header at once, then ask the server who we are now (SWR revalidates after mutate).
    await mutate(USER_KEY, null);
  }, [navigate, mutate, confirm]);
  return { logout, logoutDialog: confirmDialog };
}
