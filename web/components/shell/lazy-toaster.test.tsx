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
  expect(await screen.findByText("Website saved")).toBeTruthy();
  act(() => {
    toast({ title: "Website published!" });
  });
  expect(screen.queryByText("Website saved")).toBeNull();
  expect(screen.getByText("Website published!")).toBeTruthy();
});
