import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

afterEach(cleanup);

function Files() {
  return (
    <Tabs defaultValue="html">
      <TabsList aria-label="Files">
        <TabsTrigger value="html">HTML</TabsTrigger>
        <TabsTrigger value="css">CSS</TabsTrigger>
        <TabsTrigger value="js">JavaScript</TabsTrigger>
      </TabsList>
      <TabsContent value="html">index.html</TabsContent>
      <TabsContent value="css">styles.css</TabsContent>
      <TabsContent value="js">script.js</TabsContent>
    </Tabs>
  );
}

const selected = () => screen.getAllByRole("tab").map((tab) => tab.getAttribute("aria-selected"));

describe("Tabs", () => {
  it("names the list and ties the chosen tab to its panel", () => {
    render(<Files />);
    expect(screen.getByRole("tablist", { name: "Files" })).toBeTruthy();
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("index.html");
    expect(panel.getAttribute("aria-labelledby")).toBe(screen.getByRole("tab", { name: "HTML" }).id);
  });

  it("moves between tabs with the arrow keys, wrapping at the ends, and shows each one's panel", async () => {
    const user = userEvent.setup();
    render(<Files />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "HTML" }));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "CSS" }));
    expect(selected()).toEqual(["false", "true", "false"]);
    expect(screen.getByRole("tabpanel").textContent).toBe("styles.css");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(selected()).toEqual(["true", "false", "false"]);
    await user.keyboard("{ArrowLeft}");
    expect(selected()).toEqual(["false", "false", "true"]);
    expect(screen.getByRole("tabpanel").textContent).toBe("script.js");
  });

  it("keeps only the chosen tab in the Tab order (a roving tabindex)", async () => {
    const user = userEvent.setup();
    render(<Files />);
    const tabIndexes = () => screen.getAllByRole("tab").map((tab) => tab.tabIndex);
    await user.tab();
    expect(tabIndexes()).toEqual([0, -1, -1]);
    await user.keyboard("{End}");
    expect(tabIndexes()).toEqual([-1, -1, 0]);
    expect(selected()).toEqual(["false", "false", "true"]);
  });
});
