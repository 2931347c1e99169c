// The avatar menu a signed-in user sees in the desktop header.
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Crown, LogOut, User as UserIcon } from "lucide-react";
import { Link } from "react-router-dom";
import { checkoutPath } from "../../../schema/plans";
import { useLogout } from "../../hooks/use-logout";
import type { User } from "../../hooks/use-user";
import { menuContentClass, menuItemClass } from "./menu-styles";
import type { Handoff } from "./lazy-header-parts";
import { displayName, UserAvatar } from "./user-avatar";

export function UserMenu({ user, defaultOpen, autoFocus }: { user: User } & Handoff) {
  const { logout, logoutDialog } = useLogout();
  const fullName = displayName(user);
  return (
    <>
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        autoFocus={autoFocus}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400"
      >
        {/* The name as hidden text, not aria-label: a label that leaves out the visible initials confuses voice
            control users, who say what they see. */}
        <UserAvatar user={user} className="size-9" />
        <span className="sr-only">Account menu for {fullName}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={`${menuContentClass} w-60`}>
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block truncate text-sm font-semibold">{fullName}</span>
            <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/account">
              <UserIcon className="size-4" />
              Account
            </Link>
          </DropdownMenu.Item>
          {user.subscriptionTier === "free" ? (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to={checkoutPath("premium")}>
                <Crown className="size-4 text-amber-600 dark:text-amber-400" />
                Upgrade to Premium
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void logout()}>
            <LogOut className="size-4" />
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
    {logoutDialog}
    </>
  );
}
