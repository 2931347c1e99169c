// The colour theme: one small store shared by main.tsx (applied before the first render, so a dark page does not
// flash white), the theme switcher (through hooks/use-theme.ts), and other tabs (kept in step through the
// `storage` event). No React here: main.tsx runs it before React has loaded.
export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
/** The spec's default: a visitor who never chose sees the light theme, whatever the OS prefers. */
export const DEFAULT_THEME: Theme = "light";

const DARK_QUERY = "(prefers-color-scheme: dark)";
// Browser UI colour (address bar on mobile) for each theme; matches the page background in styles.css.
const THEME_COLORS: Record<ResolvedTheme, string> = { light: "#ffffff", dark: "#020617" };

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

/** The stored choice. Storage can be missing or throw (privacy modes, disabled cookies): fall back to the default. */
function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme === "system") return systemPrefersDark() ? "dark" : "light";
  return theme;
}

/** Puts a theme on <html>: the `dark` class drives Tailwind's dark variant, `color-scheme` the native controls. */
export function applyTheme(theme: Theme = getTheme()): ResolvedTheme {
  const resolved = resolveTheme(theme);
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLORS[resolved]);
  return resolved;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeTheme(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// This tab's current choice. Storage persists it and carries it to other tabs; this copy also keeps working when
// storage refuses reads or writes. Filled from storage on first use and by initTheme.
let current: Theme | undefined;

/** The theme chosen in this tab: light, dark or system. */
export function getTheme(): Theme {
  current ??= readStoredTheme();
  return current;
}

export function setTheme(theme: Theme): void {
  current = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted (storage unavailable), but the choice still applies to this page.
  }
  applyTheme(theme);
  emit();
}

/**
 * Applies the stored theme and starts following other tabs and, for "system", the OS setting.
 * Call once before React renders; returns a function that stops listening (used by tests).
 */
export function initTheme(): () => void {
  current = readStoredTheme();
  applyTheme(current);

  // Fired by the browser when another tab writes the same storage.
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared all of storage: back to the default, as for a removed value.
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    current = event.key !== null && isTheme(event.newValue) ? event.newValue : DEFAULT_THEME;
    applyTheme(current);
    emit();
  };
  window.addEventListener("storage", onStorage);

  const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => {
    if (getTheme() !== "system") return;
    applyTheme("system");
    emit();
  };
  media?.addEventListener("change", onSystemChange);

  return () => {
    window.removeEventListener("storage", onStorage);
    media?.removeEventListener("change", onSystemChange);
  };
}
