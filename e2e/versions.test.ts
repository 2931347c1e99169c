// Version history as an owner uses it after a bad publish: open Versions on the account page, preview the good
// version, roll back, and the live site is the good one again.
import { describe, expect, it } from "vitest";
import { defaultDocument } from "../schema/site-document";
import { axeViolations, chooseDarkTheme, fillSignUp, openPage, toast } from "./harness";

describe("version history", () => {
  it("rolls a live site back to the version before a bad publish", async () => {
    const page = await openPage("/signup");
    await fillSignUp(page, { firstName: "Imani", lastName: "Owner", email: `imani-${Date.now()}@example.com`, password: "correct horse battery" });
    await page.waitForURL((url) => url.pathname === "/");
    const name = `Imani Studio ${Date.now()}`;
    const good = { ...defaultDocument(), content: { ...defaultDocument().content, siteName: name, tagline: "Handmade ceramics from Nairobi" } };
    const bad = { ...good, content: { ...good.content, tagline: "TODO write something here" } };
    const site = await page.evaluate(
      async ({ name, good, bad }) => {
        const headers = { "Content-Type": "application/json" };
        const created = (await (await fetch("/api/websites", { method: "POST", headers, body: JSON.stringify({ name, data: good }) })).json()) as { id: string; revision: number };
        const first = (await (await fetch(`/api/websites/${created.id}/publish`, { method: "POST" })).json()) as { address: string };
        await fetch(`/api/websites/${created.id}`, { method: "PUT", headers, body: JSON.stringify({ data: bad, baseRevision: created.revision }) });
        await fetch(`/api/websites/${created.id}/publish`, { method: "POST" });
        return { id: created.id, address: first.address };
      },
      { name, good, bad },
    );
    const visitor = await openPage("/");
    await visitor.goto(site.address);
    await visitor.getByText("TODO write something here").first().waitFor();

    await page.goto(new URL("/account", page.url()).href);
    await chooseDarkTheme(page);
    await page.getByRole("button", { name: `Versions of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Versions of ${name}` });
    const rows = dialog.getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain("Live");
    expect(await rows.first().innerText()).toContain("Changed the header");
    expect(await rows.last().innerText()).toContain("First version");
    await rows.last().getByRole("button", { name: /^Preview/ }).click();
    await dialog.frameLocator('iframe[title^="Preview of the version of"]:not([title$="(updating)"])').getByText("Handmade ceramics from Nairobi").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await rows.last().getByRole("button", { name: /^Roll back/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Roll back" }).click();
    await toast(page, "Rolled back");
    await expect.poll(async () => (await rows.last().innerText()).includes("Live")).toBe(true);

    await visitor.goto(site.address);
    await visitor.getByText("Handmade ceramics from Nairobi").first().waitFor();
    expect(await visitor.getByText("TODO write something here").count()).toBe(0);

    // The two visits were counted as the pages were served: two views, one visitor. The site carries no counting
    // script: its only script is its own (the menu and effects), and it sends nothing anywhere.
    expect(await visitor.evaluate(() => Array.from(document.scripts, (s) => new URL(s.src).pathname))).toEqual([expect.stringMatching(/^\/script\.[0-9a-f]{8}\.js$/)]);
    // Counts are written a moment after the pages are served.
    await expect.poll(() => page.evaluate(async (id) => ((await (await fetch(`/api/websites/${id}/analytics?days=7`)).json()) as { totals: { views: number } }).totals.views, site.id)).toBe(2);
    await page.reload();
    await page.getByRole("button", { name: `Visitors of ${name}` }).click();
    const visits = page.getByRole("dialog", { name: `Visitors of ${name}` });
    await expect.poll(async () => visits.getByRole("definition").allInnerTexts()).toEqual(["2", "1"]);
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);
});

describe("the builder's saved versions", () => {
  it("restores an earlier save into the builder, one Undo from what was there", async () => {
    const page = await openPage("/signup");
    await fillSignUp(page, { firstName: "Juma", lastName: "Saver", email: `juma-${Date.now()}@example.com`, password: "correct horse battery" });
    await page.waitForURL((url) => url.pathname === "/");
    const base = defaultDocument();
    const good = { ...base, templateId: 2, content: { ...base.content, siteName: "Juma Garage", tagline: "Honest repairs since 1998" } };
    const bad = { ...good, content: { ...good.content, tagline: "Oops, wrong words" } };
    const id = await page.evaluate(
      async ({ good, bad }) => {
        const headers = { "Content-Type": "application/json" };
        const created = (await (await fetch("/api/websites", { method: "POST", headers, body: JSON.stringify({ name: "Juma Garage", data: good }) })).json()) as { id: string; revision: number };
        await fetch(`/api/websites/${created.id}`, { method: "PUT", headers, body: JSON.stringify({ data: bad, baseRevision: created.revision }) });
        return created.id;
      },
      { good, bad },
    );
    await page.goto(new URL(`/builder?site=${id}`, page.url()).href);
    await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
    const tagline = page.getByLabel("Tagline");
    await expect.poll(() => tagline.inputValue()).toBe("Oops, wrong words");

    await page.getByRole("button", { name: "Saved versions" }).click();
    const dialog = page.getByRole("dialog", { name: "Saved versions" });
    await dialog.getByText("Latest save").waitFor();
    await dialog.getByRole("button", { name: /^Restore/ }).click();
    await toast(page, "Save restored");
    await expect.poll(() => tagline.inputValue()).toBe("Honest repairs since 1998");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("All changes saved").waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => tagline.inputValue()).toBe("Oops, wrong words");
  }, 60_000);
});
