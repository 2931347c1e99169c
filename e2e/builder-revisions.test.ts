// Two browsers, one saved website: an older draft never overwrites newer work. The builder compares its draft
// with the server's copy when it opens a site, a stale save is refused, and the user chooses, in plain words,
// between the newer version and keeping their changes as a copy. Nothing is lost on either side.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSignedIn, seededAccount } from "./harness";

const conflict = (page: Page) => page.getByRole("dialog", { name: "A newer version of this website exists" });

async function goToContent(page: Page) {
  await page.getByRole("button", { name: /Step 3: Add Content/ }).click();
  await page.getByLabel("Tagline").waitFor();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

/** Browser A: a new site from a template, named and saved; answers the page and the site's id. */
async function savedSite(account: { email: string; password: string }, template: RegExp, name: string) {
  const a = await openSignedIn(account, "/builder");
  await a.getByRole("radio", { name: template }).click();
  await goToContent(a);
  await a.getByLabel("Site name").fill(name);
  await save(a);
  await a.getByText("All changes saved").waitFor();
  const siteId = new URL(a.url()).searchParams.get("site");
  expect(siteId).toMatch(/^site_/);
  return { a, siteId: siteId! };
}

describe("a website edited in two browsers", () => {
  it("asks before an old draft can overwrite newer work, and keeps both when asked to", async () => {
    const account = seededAccount("enterprise");
    const name = `Two Tabs ${Date.now()}`;

    // Browser A makes and saves the site.
    const { a, siteId } = await savedSite(account, /^Landing Page/, name);

    // Browser B opens it and starts a change of its own, not saved yet.
    const b = await openSignedIn(account, `/builder?site=${siteId}`);
    await b.getByRole("heading", { name: "Customize Style" }).waitFor();
    await goToContent(b);
    await b.getByLabel("Tagline").fill("Written in browser B");
    await b.getByText("Unsaved changes (kept on this device)").waitFor();

    // Meanwhile browser A saves a newer version.
    await a.getByLabel("Tagline").fill("Written in browser A");
    await save(a);
    await a.getByText("All changes saved").waitFor();

    // B saving now would overwrite A's work: it is refused and B is asked instead.
    await save(b);
    await conflict(b).waitFor();
    expect(await conflict(b).getByText(`“${name}” was saved somewhere else`, { exact: false }).count()).toBe(1);
    await conflict(b).getByRole("button", { name: "Decide later" }).click();
    await b.getByText("A newer version was saved elsewhere").waitFor();

    // Reopening B (a reload, say) compares the draft with the server again: still B's words, still asked.
    await b.reload();
    await conflict(b).waitFor();
    await conflict(b).getByRole("button", { name: "Keep my changes as a copy" }).click();
    await b.getByText("All changes saved").waitFor();
    const copyId = new URL(b.url()).searchParams.get("site");
    expect(copyId).toMatch(/^site_/);
    expect(copyId).not.toBe(siteId);

    // Both versions exist: A's newer one untouched, B's as a copy.
    const list = await openSignedIn(account, "/account");
    await list.getByRole("listitem").filter({ hasText: `${name} (copy)` }).waitFor();
    const sites = (await list.evaluate(async () => (await fetch("/api/websites")).json())) as { id: string; name: string }[];
    const read = (id: string) => list.evaluate(async (id) => (await fetch(`/api/websites/${id}`)).json(), id) as Promise<{ name: string; data: { content: { tagline: string } } }>;
    expect(sites.filter((s) => s.id === siteId || s.id === copyId).map((s) => s.name).sort()).toEqual([name, `${name} (copy)`]);
    expect((await read(siteId)).data.content.tagline).toBe("Written in browser A");
    expect((await read(copyId!)).data.content.tagline).toBe("Written in browser B");
  }, 90_000);

  it("loads the newer version on request, with the draft one Undo away", async () => {
    const account = seededAccount("enterprise");
    const { a, siteId } = await savedSite(account, /^Blog/, `Undo Me ${Date.now()}`);

    const b = await openSignedIn(account, `/builder?site=${siteId}`);
    await goToContent(b);
    await b.getByLabel("Tagline").fill("Draft in B");

    await a.getByLabel("Tagline").fill("Newer in A");
    await save(a);
    await a.getByText("All changes saved").waitFor();

    await save(b);
    await conflict(b).getByRole("button", { name: "Load the newer version" }).click();
    await expect.poll(() => b.getByLabel("Tagline").inputValue()).toBe("Newer in A");
    await b.getByText("All changes saved").waitFor();
    await b.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => b.getByLabel("Tagline").inputValue()).toBe("Draft in B");
  }, 90_000);

  it("takes a newer version silently when the draft has no changes of its own", async () => {
    const account = seededAccount("enterprise");
    const { a, siteId } = await savedSite(account, /^Portfolio/, `Quiet ${Date.now()}`);

    const b = await openSignedIn(account, `/builder?site=${siteId}`);
    await b.getByRole("heading", { name: "Customize Style" }).waitFor();

    await a.getByLabel("Tagline").fill("Changed in A");
    await save(a);
    await a.getByText("All changes saved").waitFor();

    await b.reload();
    await goToContent(b);
    await expect.poll(() => b.getByLabel("Tagline").inputValue()).toBe("Changed in A");
    expect(await conflict(b).count()).toBe(0);
  }, 90_000);
});
