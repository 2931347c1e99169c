import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Switch } from "./switch";

afterEach(cleanup);

function Labelled() {
  const [on, setOn] = useState(false);
  return (
    <>
      <label htmlFor="fade">Fade in</label>
      <Switch id="fade" checked={on} onCheckedChange={setOn} />
    </>
  );
}

describe("Switch", () => {
  it("is a switch named by its label that reports aria-checked", async () => {
    const user = userEvent.setup();
    render(<Labelled />);
    const control = screen.getByRole("switch", { name: "Fade in" });
    expect(control.getAttribute("aria-checked")).toBe("false");
    await user.click(control);
    expect(control.getAttribute("aria-checked")).toBe("true");
    await user.click(screen.getByText("Fade in"));
    expect(control.getAttribute("aria-checked")).toBe("false");
  });

  it("toggles with Space and Enter", async () => {
    const user = userEvent.setup();
    render(<Labelled />);
    await user.tab();
    const control = screen.getByRole("switch", { name: "Fade in" });
    expect(document.activeElement).toBe(control);
    await user.keyboard(" ");
    expect(control.getAttribute("aria-checked")).toBe("true");
    await user.keyboard("{Enter}");
    expect(control.getAttribute("aria-checked")).toBe("false");
  });
});
