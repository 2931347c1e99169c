import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyTheme, getTheme, initTheme, resolveTheme, setTheme, subscribeTheme } from "./theme";

/** A stand-in for the OS colour-scheme setting, which happy-dom cannot change. */
function fakeSystemScheme(prefersDark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const list = {
    media: "(prefers-color-scheme: dark)",
    matches: prefersDark,
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  };
  Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: () => list });
  return {
    set(dark: boolean) {
      list.matches = dark;
      for (const listener of listeners) listener({ matches: dark });
    },
    listenerCount: () => listeners.size,
  };
}

const root = document.documentElement;
let stop: () => void = () => {};
const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  localStorage.clear();
  root.className = "";
  root.style.colorScheme = "";
});

afterEach(() => {
  stop();
  Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: originalMatchMedia });
});

describe("theme store", () => {
  it("defaults to light when nothing is stored, even if the system prefers dark", () => {
    fakeSystemScheme(true);
    stop = initTheme();
    expect(getTheme()).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.style.colorScheme).toBe("light");
  });

  it("ignores a stored value that is not a theme", () => {
    localStorage.setItem("theme", "purple");
    stop = initTheme();
    expect(getTheme()).toBe("light");
  });

  it("applies the stored theme on start", () => {
    localStorage.setItem("theme", "dark");
    stop = initTheme();
    expect(getTheme()).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.colorScheme).toBe("dark");
  });

  it("stores a new choice under the key 'theme', applies it and tells subscribers", () => {
    stop = initTheme();
    let notified = 0;
    const unsubscribe = subscribeTheme(() => notified++);
    setTheme("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(getTheme()).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);
    setTheme("light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.style.colorScheme).toBe("light");
    expect(notified).toBe(2);
    unsubscribe();
  });

  it("follows a change made in another tab", () => {
    stop = initTheme();
    let notified = 0;
    const unsubscribe = subscribeTheme(() => notified++);
    // The other tab writes the shared storage; the browser then fires `storage` here.
    localStorage.setItem("theme", "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    expect(getTheme()).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);
    expect(notified).toBe(1);
    unsubscribe();
  });

  it("ignores storage events for other keys", () => {
    stop = initTheme();
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else", newValue: "dark" }));
    expect(getTheme()).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("returns to the default when another tab clears storage", () => {
    localStorage.setItem("theme", "dark");
    stop = initTheme();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(getTheme()).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("'system' follows the OS setting, live", () => {
    const system = fakeSystemScheme(false);
    stop = initTheme();
    setTheme("system");
    expect(resolveTheme("system")).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
    system.set(true);
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.colorScheme).toBe("dark");
    system.set(false);
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("does not let the OS setting override an explicit choice", () => {
    const system = fakeSystemScheme(false);
    stop = initTheme();
    setTheme("light");
    system.set(true);
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("stops listening when the returned cleanup runs", () => {
    const system = fakeSystemScheme(false);
    const cleanup = initTheme();
    expect(system.listenerCount()).toBe(1);
    cleanup();
    expect(system.listenerCount()).toBe(0);
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("updates the browser's theme-color to match", () => {
    const meta = document.createElement("meta");
    meta.name = "theme-color";
    meta.content = "#ffffff";
    document.head.append(meta);
    applyTheme("dark");
    expect(meta.content).toBe("#020617");
    applyTheme("light");
    expect(meta.content).toBe("#ffffff");
    meta.remove();
  });
});
