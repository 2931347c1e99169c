// Whether a CSS media query matches now, following changes (a rotated phone, a resized window). Where the browser
// cannot tell (no matchMedia), answers `fallback`.
import { useSyncExternalStore } from "react";

export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : fallback),
  );
}
