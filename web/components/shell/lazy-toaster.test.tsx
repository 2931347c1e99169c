import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it } from "vitest";
import { resetToasts, toast } from "../../lib/toast";
import { LazyToaster } from "./lazy-toaster";

beforeEach(() => resetToasts());
afterEach(() => {
  cleanup();
  resetToasts();
});

it("renders nothing until the first toast, then loads the toaster and shows it", async () => {
  const { container } = render(<LazyToaster />);
  expect(container.innerHTML).toBe("");
  expect(document.querySelector("[data-variant]")).toBeNull();
  act(() => {
    toast({ title: "Website saved" });
  });
  // The toaster's code is fetched on the first toast: on a cold, busy machine that import alone can take seconds.
  expect(await screen.findByText("Website saved", undefined, { timeout: 15_000 })).toBeTruthy();
  act(() => {
    toast({ title: "Website published!" });
  });
  expect(screen.queryByText("Website saved")).toBeNull();
  expect(screen.getByText("Website published!")).toBeTruthy();
}, 20_000);
