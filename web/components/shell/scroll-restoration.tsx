// New pages start at the top (or at their #fragment); back and forward return to where the reader was, also
// after a reload. The declarative router has no ScrollRestoration of its own (it belongs to the data router).
import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

const STORAGE_KEY = "scroll-positions";

/** Scroll positions by history entry (location.key), kept for the tab's life in sessionStorage. */
let positions: Record<string, number> | undefined;

function readPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

function savePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(readPositions()));
  } catch {
    // Storage refused (privacy modes): positions still work within this page's life.
  }
}

export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    // The app places the page itself; the browser's own restoring would jump before the screen has rendered.
    window.history.scrollRestoration = "manual";
    window.addEventListener("pagehide", savePositions);
    return () => window.removeEventListener("pagehide", savePositions);
  }, []);

  // A layout effect, so the new screen is placed before it paints, and the listener of the page being left is
  // gone before the scroll clamp a shorter page causes could overwrite its position.
  useLayoutEffect(() => {
    const saved = readPositions()[key];
    if (navigationType === "POP" && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== "POP") window.scrollTo(0, 0);
    const remember = () => {
      readPositions()[key] = window.scrollY;
    };
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, [key, hash, navigationType]);

  return null;
}
