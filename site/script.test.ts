import { Window } from "happy-dom";
import { afterEach, describe, expect, it } from "vitest";
import { defaultDocument } from "../schema/site-document";
import { render } from "./render";
import { siteScripts } from "./script";

let window: Window | undefined;
afterEach(async () => {
  await window?.happyDOM.close();
  window = undefined;
});

/** A rendered page with the site's script run in it, as a browser would after loading. */
function pageWithScript() {
  const doc = defaultDocument();
  doc.content.sections = [{ id: "about", type: "content", title: "About" }, { id: "contact", type: "contact" }];
  // The page's own <script src> and stylesheet are not fetched: the script's bytes are run below.
  window = new Window({ url: "http://localhost/", settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true } });
  window.document.write(render(doc, { year: 2026 }).files["index.html"]!);
  new Function("window", "document", siteScripts.readable)(window, window.document);
  const menu = window.document.querySelector("details.site-menu") as unknown as HTMLDetailsElement;
  return { document: window.document, menu };
}

describe("the phone menu with the script", () => {
  it("closes once a link in it is chosen", () => {
    const { menu } = pageWithScript();
    menu.open = true;
    menu.querySelector<HTMLAnchorElement>('a[href="#contact"]')!.click();
    expect(menu.open).toBe(false);
  });

  it("stays open for a click that is not on a link", () => {
    const { menu } = pageWithScript();
    menu.open = true;
    menu.querySelector("ul")!.dispatchEvent(new window!.MouseEvent("click", { bubbles: true }) as unknown as Event);
    expect(menu.open).toBe(true);
  });

  it("closes on Escape and gives the focus back to its button", () => {
    const { document, menu } = pageWithScript();
    menu.open = true;
    const link = menu.querySelector<HTMLAnchorElement>("a")!;
    link.focus();
    link.dispatchEvent(new window!.KeyboardEvent("keydown", { key: "Escape", bubbles: true }) as unknown as Event);
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector("summary"));
  });
});
