// The header's Radix-driven parts (dropdowns, the mobile dialog) load as a separate chunk right after the first
// render: they hold floating-ui and friends, which the first paint does not need. Until the chunk arrives each
// shows a disabled look-alike of its button, so the header does not shift and a quick click (or a browser test)
// waits for the working control instead of being lost.
import { ChevronDown, Menu, Moon, Sun } from "lucide-react";
import { lazy, Suspense } from "react";
import type { User } from "../../hooks/use-user";
import { useTheme } from "../../lib/theme";
import { iconButtonClass, navTriggerClass } from "./menu-styles";
import { UserAvatar } from "./user-avatar";

const ProductsMenuImpl = lazy(() => import("./products-menu").then((m) => ({ default: m.ProductsMenu })));
const ThemeSwitcherImpl = lazy(() => import("./theme-switcher").then((m) => ({ default: m.ThemeSwitcher })));
const UserMenuImpl = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));
const MobileMenuImpl = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

export function ProductsMenu() {
  return (
    <Suspense
      fallback={
        <button type="button" className={navTriggerClass} disabled aria-haspopup="menu" aria-expanded="false">
          Products
          <ChevronDown className="size-4" />
        </button>
      }
    >
      <ProductsMenuImpl />
    </Suspense>
  );
}

export function ThemeSwitcher() {
  const Icon = useTheme().resolvedTheme === "dark" ? Moon : Sun;
  return (
    <Suspense
      fallback={
        <button type="button" className={iconButtonClass} aria-label="Change theme" disabled aria-haspopup="menu" aria-expanded="false">
          <Icon className="size-5" />
        </button>
      }
    >
      <ThemeSwitcherImpl />
    </Suspense>
  );
}

export function UserMenu({ user }: { user: User }) {
  return (
    <Suspense fallback={<UserAvatar user={user} className="size-9" />}>
      <UserMenuImpl user={user} />
    </Suspense>
  );
}

export function MobileMenu({ user }: { user: User | null }) {
  return (
    <Suspense
      fallback={
        <button type="button" className={`${iconButtonClass} md:hidden`} aria-label="Open menu" disabled aria-haspopup="dialog" aria-expanded="false">
          <Menu className="size-5" />
        </button>
      }
    >
      <MobileMenuImpl user={user} />
    </Suspense>
  );
}
