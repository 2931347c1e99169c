// Below 768px the header collapses into this button and a side panel listing the same links (spec: "Shared chrome").
import * as Dialog from "@radix-ui/react-dialog";
import { Crown, LayoutDashboard, LogOut, Menu, Tag, User as UserIcon, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { checkoutPath } from "../../../schema/plans";
import { useLogout } from "../../hooks/use-logout";
import type { User } from "../../hooks/use-user";
import { buttonClass } from "../button-link";
import { Logo } from "./logo";
import type { Handoff } from "./lazy-header-parts";
import { iconButtonClass } from "./menu-styles";
import { productLinks } from "./nav-links";
import { UserAvatar } from "./user-avatar";

const DESKTOP_QUERY = "(min-width: 768px)";

const linkClass =
  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400";

export function MobileMenu({ user, defaultOpen = false, autoFocus }: { user: User | null } & Handoff) {
  const [open, setOpen] = useState(defaultOpen);
  const { logout, logoutDialog } = useLogout();

  // Rotating a tablet or widening the window past the breakpoint hides the trigger; close the panel with it.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== "function") return;
    const media = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (media.matches) setOpen(false);
    };
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [open]);

  return (
    <>
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`${iconButtonClass} md:hidden`} aria-label="Open menu" autoFocus={autoFocus}>
        <Menu className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xs flex-col overflow-y-auto bg-white shadow-xl motion-safe:data-[state=closed]:animate-slide-out-right motion-safe:data-[state=open]:animate-slide-in-right dark:bg-slate-900"
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
            <Dialog.Close asChild>
              <Link to="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2">
                <Logo />
                <span className="sr-only">Home</span>
              </Link>
            </Dialog.Close>
            <Dialog.Close className={iconButtonClass} aria-label="Close menu">
              <X className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>

          <nav aria-label="Mobile" className="flex-1 px-3 py-4">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              Products
            </p>
            <ul className="grid gap-0.5">
              {productLinks.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Dialog.Close asChild>
                    <Link to={to} className={linkClass}>
                      <Icon className="size-5 text-indigo-600 dark:text-indigo-400" />
                      {label}
                    </Link>
                  </Dialog.Close>
                </li>
              ))}
            </ul>
            <div className="my-3 h-px bg-slate-200 dark:bg-slate-800" />
            <ul className="grid gap-0.5">
              <li>
                <Dialog.Close asChild>
                  <Link to="/pricing" className={linkClass}>
                    <Tag className="size-5 text-indigo-600 dark:text-indigo-400" />
                    Pricing
                  </Link>
                </Dialog.Close>
              </li>
              {user?.role === "admin" ? (
                <li>
                  <Dialog.Close asChild>
                    <Link to="/admin" className={linkClass}>
                      <LayoutDashboard className="size-5 text-indigo-600 dark:text-indigo-400" />
                      Admin
                    </Link>
                  </Dialog.Close>
                </li>
              ) : null}
            </ul>
          </nav>

          <div className="border-t border-slate-200 p-4 dark:border-slate-800">
            {user ? (
              <div className="grid gap-1">
                <div className="mb-2 flex items-center gap-3 px-3">
                  <UserAvatar user={user} className="size-10" />
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold">{`${user.firstName} ${user.lastName}`.trim()}</p>
                    <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
                  </div>
                </div>
                <Dialog.Close asChild>
                  <Link to="/account" className={linkClass}>
                    <UserIcon className="size-5" />
                    Account
                  </Link>
                </Dialog.Close>
                {user.subscriptionTier === "free" ? (
                  <Dialog.Close asChild>
                    <Link to={checkoutPath("premium")} className={linkClass}>
                      <Crown className="size-5 text-amber-600 dark:text-amber-400" />
                      Upgrade to Premium
                    </Link>
                  </Dialog.Close>
                ) : null}
                <button
                  type="button"
                  className={`${linkClass} w-full text-left`}
                  onClick={() => {
                    setOpen(false);
                    void logout();
                  }}
                >
                  <LogOut className="size-5" />
                  Log out
                </button>
              </div>
            ) : (
              <div className="grid gap-2">
                <Dialog.Close asChild>
                  <Link to="/login" className={buttonClass("secondary", "lg", "w-full")}>
                    Log In
                  </Link>
                </Dialog.Close>
                <Dialog.Close asChild>
                  <Link to="/signup" className={buttonClass("primary", "lg", "w-full")}>
                    Get Started
                  </Link>
                </Dialog.Close>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
    {logoutDialog}
    </>
  );
}
