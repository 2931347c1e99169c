import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../hooks/use-user";
import { ada } from "../../test/fixtures";
import { swrConfig } from "../../lib/swr-config";
import { getToasts, resetToasts } from "../../lib/toast";
import { resetInteraction } from "./lazy-header-parts";
import { SiteHeader } from "./site-header";


function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Answers /api/auth/user with `user` (null for nobody, as the API does) and /api/logout with `logoutStatus`. */
function serve(state: { user: User | null; logoutStatus?: number }) {
  const fn = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input);
    if (path === "/api/auth/user") return json(200, state.user);
    if (path === "/api/logout" && init?.method === "POST") {
      const status = state.logoutStatus ?? 200;
      if (status === 200) state.user = null;
      return json(status, status === 200 ? { ok: true } : { message: "Server error" });
    }
    return json(404, { message: "Not found" });
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

function renderHeader(path = "/pricing") {
  const router = createMemoryRouter(
    [{ path: "*", element: <SiteHeader /> }],
    { initialEntries: [path] },
  );
  render(
    // A fresh cache per test, so one test's user never leaks into the next.
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

/** Radix opens menus from the keyboard; happy-dom has no layout for pointer events. */
function openMenu(trigger: HTMLElement) {
  act(() => {
    trigger.focus();
    fireEvent.keyDown(trigger, { key: "Enter" });
  });
}

beforeEach(() => {
  resetToasts();
  resetInteraction();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("<SiteHeader>", () => {
  it("offers Log In and Get Started to a visitor, and no Admin link", async () => {
    serve({ user: null });
    renderHeader();
    const logIn = await screen.findByRole("link", { name: "Log In" });
    expect(logIn.getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/signup");
    expect(screen.getByRole("link", { name: "Pricing" }).getAttribute("href")).toBe("/pricing");
    expect(screen.queryByRole("link", { name: "Admin" })).toBeNull();
  });

  it("treats a failing user endpoint as a visitor", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>(async () => json(404, { message: "Not found" })));
    renderHeader();
    expect(await screen.findByRole("link", { name: "Log In" })).toBeTruthy();
  });

  it("lists the four products in the Products menu", async () => {
    serve({ user: null });
    renderHeader();
    // Pressed before the real menu has loaded, the look-alike opens it once it is in.
    openMenu(screen.getByRole("button", { name: "Products" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.getAttribute("href"))).toEqual(["/ai-builder", "/builder", "/templates", "/domains"]);
    expect(items.map((item) => item.querySelector("span > span")?.textContent)).toEqual([
      "AI Website Builder",
      "Visual Builder",
      "Templates",
      "Domains",
    ]);
  });

  it("loads the real menus only once the visitor interacts with the page", async () => {
    serve({ user: null });
    renderHeader();
    await screen.findByRole("link", { name: "Log In" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Radix triggers carry data-state; the look-alikes do not.
    expect(screen.getByRole("button", { name: "Products" }).hasAttribute("data-state")).toBe(false);
    fireEvent.pointerOver(document.body);
    await waitFor(() => expect(screen.getByRole("button", { name: "Products" }).getAttribute("data-state")).toBe("closed"));
  });

  it("gives focus to the real trigger when it replaces a focused look-alike", async () => {
    serve({ user: null });
    renderHeader();
    act(() => screen.getByRole("button", { name: "Products" }).focus());
    await waitFor(() => expect(screen.getByRole("button", { name: "Products" }).getAttribute("data-state")).toBe("closed"));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Products" }));
  });

  it("shows the Admin link only to an admin", async () => {
    serve({ user: { ...ada, role: "admin" } });
    renderHeader();
    const admin = await screen.findByRole("link", { name: "Admin" });
    expect(admin.getAttribute("href")).toBe("/admin");
    expect(screen.queryByRole("link", { name: "Log In" })).toBeNull();
  });

  it("gives a free user Account, Upgrade to Premium and Log out", async () => {
    serve({ user: ada });
    renderHeader();
    openMenu(await screen.findByRole("button", { name: "Account menu for Ada Lovelace" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Account", "Upgrade to Premium", "Log out"]);
    expect(screen.getByRole("menuitem", { name: "Account" }).getAttribute("href")).toBe("/account");
    expect(screen.getByRole("menuitem", { name: "Upgrade to Premium" }).getAttribute("href")).toBe("/account/billing?plan=premium");
    expect(screen.queryByRole("link", { name: "Admin" })).toBeNull();
  });

  it("does not offer the upgrade to a paying user", async () => {
    serve({ user: { ...ada, subscriptionTier: "premium" } });
    renderHeader();
    openMenu(await screen.findByRole("button", { name: "Account menu for Ada Lovelace" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Account", "Log out"]);
  });

  it("logs out: POSTs /api/logout, goes home and shows the visitor's buttons", async () => {
    const fetchMock = serve({ user: ada });
    const router = renderHeader("/pricing");
    openMenu(await screen.findByRole("button", { name: "Account menu for Ada Lovelace" }));
    act(() => {
      fireEvent.click(screen.getByRole("menuitem", { name: "Log out" }));
    });
    expect(await screen.findByRole("link", { name: "Log In" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    const logout = fetchMock.mock.calls.find(([input]) => String(input) === "/api/logout");
    expect(logout?.[1]).toMatchObject({ method: "POST", credentials: "include" });
    expect(getToasts()).toEqual([]);
  });

  it("says 'Logout failed' when the server refuses, and stays signed in", async () => {
    serve({ user: ada, logoutStatus: 500 });
    const router = renderHeader("/pricing");
    openMenu(await screen.findByRole("button", { name: "Account menu for Ada Lovelace" }));
    act(() => {
      fireEvent.click(screen.getByRole("menuitem", { name: "Log out" }));
    });
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]).toMatchObject({ title: "Logout failed", description: "Please try again.", variant: "destructive" });
    expect(router.state.location.pathname).toBe("/pricing");
    expect(screen.getByRole("button", { name: "Account menu for Ada Lovelace" })).toBeTruthy();
  });
});
