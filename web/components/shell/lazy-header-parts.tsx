// The header's Radix-driven parts (dropdowns, the mobile dialog) hold floating-ui and friends, which the first
// paint does not need: they load at the visitor's first sign of interaction with the page (a pointer over it, a
// key, a touch, a focus), so a visitor who only reads downloads none of it. Until then each shows a look-alike
// button. Pressing the look-alike opens the real control as soon as it arrives, and focus moves to it, so nothing
// the visitor does is lost. The swap happens in a transition: the look-alike stays until the real one is ready.
import { ChevronDown, Menu, Moon, Sun } from "lucide-react";
import { type KeyboardEvent, lazy, type ReactElement, type ReactNode, startTransition, Suspense, useEffect, useState } from "react";
import type { User } from "../../hooks/use-user";
import { useTheme } from "../../hooks/use-theme";
import { iconButtonClass, navTriggerClass } from "./menu-styles";
import { displayName, UserAvatar } from "./user-avatar";

const ProductsMenuImpl = lazy(() => import("./products-menu").then((m) => ({ default: m.ProductsMenu })));
const ThemeSwitcherImpl = lazy(() => import("./theme-switcher").then((m) => ({ default: m.ThemeSwitcher })));
const UserMenuImpl = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));
const MobileMenuImpl = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

/** What a look-alike hands to the real control when it takes over. */
export interface Handoff {
  /** The visitor already pressed the look-alike. */
  defaultOpen?: boolean;
  /** The look-alike had focus; the real trigger takes it. */
  autoFocus?: boolean;
}

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"] as const;
let interacted = false;
const waiting = new Set<() => void>();

function markInteracted(): void {
  if (interacted) return;
  interacted = true;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, markInteracted, true);
  for (const run of waiting) run();
  waiting.clear();
}

/** Forgets the interaction; for tests, which share one module instance. */
export function resetInteraction(): void {
  interacted = false;
}

/** True once the visitor has interacted with the page; listens on the window until then. */
function useInteracted(): boolean {
  const [ready, setReady] = useState(interacted);
  useEffect(() => {
    if (ready) return;
    const run = () => startTransition(() => setReady(true));
    if (interacted) return run();
    if (waiting.size === 0) for (const type of INTENT_EVENTS) window.addEventListener(type, markInteracted, { capture: true, passive: true });
    waiting.add(run);
    return () => {
      waiting.delete(run);
    };
  }, [ready]);
  return ready;
}

/** A look-alike's handlers: pressing it (pointer, Enter, Space, ArrowDown, as Radix triggers do) asks to open. */
function useLookAlike() {
  const [handoff, setHandoff] = useState<Handoff>({});
  const open = () => {
    markInteracted();
    setHandoff((h) => ({ ...h, defaultOpen: true }));
  };
  const props = {
    onPointerDown: open,
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
        event.preventDefault();
        open();
      }
    },
    onFocus: () => setHandoff((h) => ({ ...h, autoFocus: true })),
    onBlur: () => setHandoff((h) => ({ ...h, autoFocus: false })),
  };
  return { ready: useInteracted(), handoff, props };
}

/** The look-alike until the visitor interacts, then the real control once its chunk is in. */
function Deferred({ ready, lookAlike, children }: { ready: boolean; lookAlike: ReactElement; children: ReactNode }) {
  return ready ? <Suspense fallback={lookAlike}>{children}</Suspense> : lookAlike;
}

export function ProductsMenu() {
  const { ready, handoff, props } = useLookAlike();
  const lookAlike = (
    <button type="button" className={navTriggerClass} aria-haspopup="menu" aria-expanded="false" {...props}>
      Products
      <ChevronDown className="size-4" />
    </button>
  );
  return (
    <Deferred ready={ready} lookAlike={lookAlike}>
      <ProductsMenuImpl {...handoff} />
    </Deferred>
  );
}

export function ThemeSwitcher() {
  const { ready, handoff, props } = useLookAlike();
  const Icon = useTheme().resolvedTheme === "dark" ? Moon : Sun;
  const lookAlike = (
    <button type="button" className={iconButtonClass} aria-label="Change theme" aria-haspopup="menu" aria-expanded="false" {...props}>
      <Icon className="size-5" />
    </button>
  );
  return (
    <Deferred ready={ready} lookAlike={lookAlike}>
      <ThemeSwitcherImpl {...handoff} />
    </Deferred>
  );
}

export function UserMenu({ user }: { user: User }) {
  const { ready, handoff, props } = useLookAlike();
  const lookAlike = (
    <button type="button" className="rounded-full" aria-haspopup="menu" aria-expanded="false" {...props}>
      <UserAvatar user={user} className="size-9" />
      <span className="sr-only">Account menu for {displayName(user)}</span>
    </button>
  );
  return (
    <Deferred ready={ready} lookAlike={lookAlike}>
      <UserMenuImpl user={user} {...handoff} />
    </Deferred>
  );
}

export function MobileMenu({ user }: { user: User | null }) {
  const { ready, handoff, props } = useLookAlike();
  const lookAlike = (
    <button type="button" className={`${iconButtonClass} md:hidden`} aria-label="Open menu" aria-haspopup="dialog" aria-expanded="false" {...props}>
      <Menu className="size-5" />
    </button>
  );
  return (
    <Deferred ready={ready} lookAlike={lookAlike}>
      <MobileMenuImpl user={user} {...handoff} />
    </Deferred>
  );
}
