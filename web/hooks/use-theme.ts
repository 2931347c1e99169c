// The colour theme for components: the store in lib/theme.ts, read through useSyncExternalStore.
import { useSyncExternalStore } from "react";
import { DEFAULT_THEME, getTheme, resolveTheme, type ResolvedTheme, setTheme, subscribeTheme, type Theme } from "../lib/theme";

// useSyncExternalStore compares snapshots with Object.is, so the snapshot is a string key, not a fresh object.
function snapshot(): `${Theme}:${ResolvedTheme}` {
  const theme = getTheme();
  return `${theme}:${resolveTheme(theme)}`;
}

/**
 * What the build's prerender draws (it has no storage or OS setting) and so what hydration must draw first; React
 * redraws with the stored choice straight after. The default theme is light (DEFAULT_THEME).
 */
const serverSnapshot = (): `${Theme}:${ResolvedTheme}` => `${DEFAULT_THEME}:light`;

export function useTheme(): { theme: Theme; resolvedTheme: ResolvedTheme; setTheme: (theme: Theme) => void } {
  const [theme, resolvedTheme] = useSyncExternalStore(subscribeTheme, snapshot, serverSnapshot).split(":") as [
    Theme,
    ResolvedTheme,
  ];
  return { theme, resolvedTheme, setTheme };
}
