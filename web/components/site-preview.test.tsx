import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { templateDocument } from "../../schema/builder-templates";
import { DevicePicker, SitePreview, deviceWidths, previewHtml } from "./site-preview";

afterEach(cleanup);

describe("SitePreview", () => {
  it("shows the rendered site in an iframe sandboxed to scripts only", () => {
    render(<SitePreview document={templateDocument(2)} />);
    const frame = screen.getByTitle("Website preview");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts");
    expect(frame.getAttribute("srcdoc")).toContain("<h1 id=\"home-title\">Grow with a plan you can trust</h1>");
  });

  it("sizes the frame by device, 500 px tall unless told otherwise", () => {
    const { container, rerender } = render(<SitePreview document={templateDocument(1)} device="mobile" />);
    const box = () => container.querySelector<HTMLElement>("[data-device]")!;
    expect(box().style.width).toBe("256px");
    expect((box().parentElement as HTMLElement).style.height).toBe("500px");
    rerender(<SitePreview document={templateDocument(1)} device="tablet" height={600} />);
    expect(box().style.width).toBe("350px");
    expect((box().parentElement as HTMLElement).style.height).toBe("600px");
    rerender(<SitePreview document={templateDocument(1)} device="desktop" />);
    expect(box().style.width).toBe("100%");
    // Desktop is laid out 1280 px wide and scaled to the panel.
    expect(container.querySelector("iframe")!.style.width).toBe("1280px");
    expect(deviceWidths).toEqual({ mobile: 256, tablet: 350, desktop: 1280 });
  });

  it("loads the next version in the hidden frame and shows it once loaded", () => {
    const { rerender } = render(<SitePreview document={templateDocument(1)} />);
    rerender(<SitePreview document={templateDocument(2)} />);
    const updating = screen.getByTitle("Website preview (updating)");
    expect(updating.getAttribute("srcdoc")).toContain("Summit Advisory");
    expect(screen.getByTitle("Website preview").getAttribute("srcdoc")).toContain("Maya Okafor Studio");
    act(() => {
      fireEvent.load(updating);
    });
    expect(screen.getByTitle("Website preview").getAttribute("srcdoc")).toContain("Summit Advisory");
    // Going back to the version before (Undo, Back) shows it at once from the frame that still holds it, and busy
    // only while a frame loads.
    const box = () => document.querySelector("[data-device]")!;
    expect(box().getAttribute("aria-busy")).toBeNull();
    rerender(<SitePreview document={templateDocument(1)} />);
    expect(screen.getByTitle("Website preview").getAttribute("srcdoc")).toContain("Maya Okafor Studio");
    rerender(<SitePreview document={templateDocument(3)} />);
    expect(box().getAttribute("aria-busy")).toBe("true");
  });

  it("inlines the stylesheet, the script and app-hosted fonts", () => {
    const html = previewHtml(templateDocument(4), "http://localhost:8787");
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain("<script src=");
    expect(html).toContain('url("http://localhost:8787/fonts/poppins-latin-700-normal.ddaf25b8.woff2")');
    expect(html).toMatch(/<script>[^<]+<\/script><\/body>/);
  });
});

describe("DevicePicker", () => {
  it("is a radio group that marks the chosen device and reports changes", () => {
    const chosen: string[] = [];
    render(<DevicePicker value="desktop" onChange={(d) => chosen.push(d)} />);
    expect(screen.getByRole("radiogroup", { name: "Preview size" })).toBeTruthy();
    expect(screen.getAllByRole("radio").map((r) => [r.textContent, r.getAttribute("aria-checked")])).toEqual([
      ["Mobile", "false"],
      ["Tablet", "false"],
      ["Desktop", "true"],
    ]);
    fireEvent.click(screen.getByRole("radio", { name: "Mobile" }));
    // Clicking the chosen device again keeps it chosen: a preview always has a size.
    fireEvent.click(screen.getByRole("radio", { name: "Desktop" }));
    expect(chosen).toEqual(["mobile"]);
  });
});
