import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts, resetToasts, toast } from "../lib/toast";
import { Toaster } from "./toaster";

beforeEach(() => {
  resetToasts();
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

describe("toast store", () => {
  it("keeps only the newest toast", () => {
    toast({ title: "First" });
    toast({ title: "Second", description: "More", variant: "destructive" });
    const toasts = getToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: "Second", description: "More", variant: "destructive", open: true });
  });

  it("defaults to the default variant", () => {
    toast({ title: "Saved" });
    expect(getToasts()[0]?.variant).toBe("default");
  });

  it("closes a toast when dismissed and forgets it after the removal delay", () => {
    vi.useFakeTimers();
    const { dismiss } = toast({ title: "Saved" });
    dismiss();
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(999_999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});

describe("<Toaster>", () => {
  it("shows one toast at a time: a new toast replaces the previous", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Website saved" });
    });
    expect(screen.getByText("Website saved")).toBeTruthy();
    act(() => {
      toast({ title: "Website published!", description: "Your site is live." });
    });
    expect(screen.queryByText("Website saved")).toBeNull();
    expect(screen.getByText("Website published!")).toBeTruthy();
    expect(screen.getByText("Your site is live.")).toBeTruthy();
    expect(document.querySelectorAll("[data-variant]")).toHaveLength(1);
  });

  it("renders the destructive variant as an error", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Logout failed", description: "Please try again.", variant: "destructive" });
    });
    const item = screen.getByText("Logout failed").closest("[data-variant]");
    expect(item?.getAttribute("data-variant")).toBe("destructive");
    expect(item?.className).toContain("bg-red-700");
    expect(screen.getByText("Please try again.")).toBeTruthy();
  });

  it("renders the default variant without error styling", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Copied to clipboard" });
    });
    const item = screen.getByText("Copied to clipboard").closest("[data-variant]");
    expect(item?.getAttribute("data-variant")).toBe("default");
    expect(item?.className).not.toContain("bg-red-700");
  });

  it("dismisses a toast by itself after 5000 ms", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: "Download started" });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText("Download started")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText("Download started")).toBeNull();
    expect(getToasts()[0]?.open).toBe(false);
  });

  it("closes when its close button is pressed", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Domain deleted" });
    });
    act(() => {
      screen.getByRole("button", { name: "Close" }).click();
    });
    expect(screen.queryByText("Domain deleted")).toBeNull();
  });
});
