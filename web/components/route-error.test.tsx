import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "./route-error";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error("the screen broke");
}

it("replaces a screen that throws with a way forward, and logs the cause", () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  render(
    <RouteErrorBoundary>
      <Broken />
    </RouteErrorBoundary>,
  );
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Something went wrong");
  expect(screen.getByRole("button", { name: "Reload the page" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  expect(logged.mock.calls.some((args) => args[0] instanceof Error && args[0].message === "the screen broke")).toBe(true);
});

it("shows the screen when nothing throws, and tries again under a new key", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { rerender } = render(
    <RouteErrorBoundary key="/broken">
      <Broken />
    </RouteErrorBoundary>,
  );
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Something went wrong");
  rerender(
    <RouteErrorBoundary key="/pricing">
      <h1>Pricing</h1>
    </RouteErrorBoundary>,
  );
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Pricing");
});
