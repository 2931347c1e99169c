import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ToggleGroup, ToggleGroupItem } from "./toggle-group";

afterEach(cleanup);

function Period() {
  const [period, setPeriod] = useState<"monthly" | "yearly">("monthly");
  return (
    <ToggleGroup label="Billing period" value={period} onChange={setPeriod}>
      <ToggleGroupItem value="monthly">Monthly</ToggleGroupItem>
      <ToggleGroupItem value="yearly">Yearly</ToggleGroupItem>
    </ToggleGroup>
  );
}

const checked = () => screen.getAllByRole("radio").map((r) => r.getAttribute("aria-checked"));

describe("ToggleGroup", () => {
  it("is a named radio group whose chosen option is checked", async () => {
    const user = userEvent.setup();
    render(<Period />);
    expect(screen.getByRole("radiogroup", { name: "Billing period" })).toBeTruthy();
    expect(checked()).toEqual(["true", "false"]);
    await user.click(screen.getByRole("radio", { name: "Yearly" }));
    expect(checked()).toEqual(["false", "true"]);
    await user.click(screen.getByRole("radio", { name: "Yearly" }));
    expect(checked()).toEqual(["false", "true"]);
  });

  it("moves with the arrow keys and chooses with Space", async () => {
    const user = userEvent.setup();
    render(<Period />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Monthly" }));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Yearly" }));
    await user.keyboard(" ");
    expect(checked()).toEqual(["false", "true"]);
  });
});
