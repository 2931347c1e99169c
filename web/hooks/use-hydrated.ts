// False while React adopts a page the build drew (prerender.tsx), true from the next drawing on and at once on any
// page drawn in the browser: for parts the build leaves out of a page's HTML and the browser adds straight after.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
