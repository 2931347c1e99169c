import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Meter, Progress } from "./progress";

afterEach(cleanup);

describe("Progress", () => {
  it("is a named progressbar with its value, range and spoken text", () => {
    render(<Progress label="Progress" value={2} max={5} valueText="Step 2 of 5" />);
    const bar = screen.getByRole("progressbar", { name: "Progress" });
    expect([bar.getAttribute("aria-valuemin"), bar.getAttribute("aria-valuemax"), bar.getAttribute("aria-valuenow"), bar.getAttribute("aria-valuetext")]).toEqual(["0", "5", "2", "Step 2 of 5"]);
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("40%");
  });
});

describe("Meter", () => {
  it("shows the used share of a limit", () => {
    render(<Meter label="Websites" value={3} max={5} />);
    const meter = screen.getByRole("meter", { name: "Websites" });
    expect([meter.getAttribute("aria-valuenow"), meter.getAttribute("aria-valuemax")]).toEqual(["3", "5"]);
    expect((meter.firstElementChild as HTMLElement).style.width).toBe("60%");
  });

  it("stays empty without a limit", () => {
    render(<Meter label="AI images this month" value={12} max={null} />);
    const meter = screen.getByRole("meter", { name: "AI images this month" });
    expect(meter.getAttribute("aria-valuemax")).toBe("12");
    expect((meter.firstElementChild as HTMLElement).style.width).toBe("0%");
  });
});
