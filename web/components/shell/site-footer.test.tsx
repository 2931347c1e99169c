import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../hooks/use-user";
import { ada } from "../../test/fixtures";
import { swrConfig } from "../../lib/swr-config";
import { SiteFooter } from "./site-footer";


function renderFooter(user: User | null) {
  vi.stubGlobal(
    "fetch",
    // The server answers null for nobody (see worker/api/auth.ts).
    vi.fn<typeof fetch>(async () => Response.json(user)),
  );
  const router = createMemoryRouter([{ path: "*", element: <SiteFooter /> }], { initialEntries: ["/"] });
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

const planLinks = () =>
  within(screen.getByRole("navigation", { name: "Plans" }))
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("<SiteFooter>", () => {
  it("offers a visitor an account", async () => {
    renderFooter(null);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(planLinks()).toEqual([
      ["Pricing", "/pricing"],
      ["Create an account", "/signup"],
      ["Log in", "/login"],
    ]);
  });

  it("offers a signed-in user their account and billing, not 'Log in'", async () => {
    renderFooter(ada);
    await screen.findByRole("link", { name: "Your account" });
    expect(planLinks()).toEqual([
      ["Pricing", "/pricing"],
      ["Your account", "/account"],
      ["Billing", "/account/billing"],
    ]);
  });
});
