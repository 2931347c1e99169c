// /domains as a premium user meets it: choose a free address, add a custom domain, read its DNS guide, and watch
// it turn active on its own once the (stand-in) DNS answers, then open the site under the custom host name.
import { describe, expect, inject, it } from "vitest";
import { defaultDocument } from "../schema/site-document";
import { axeViolations, chooseDarkTheme, expectConsoleError, openPage, openSignedIn, seededAccount } from "./harness";

const dohUrl = inject("dohUrl").replace(/\/dns-query$/, "");
/** Where to save screenshots of the screen when set (for looking at it, not for the test). */
const shots = process.env.DOMAINS_SHOTS;

describe("domains", () => {
  it("asks a visitor to log in", async () => {
    const page = await openPage("/domains");
    await page.getByRole("heading", { level: 1, name: "Authentication Required" }).waitFor();
    await page.getByRole("link", { name: "Log In" }).last().click();
    await page.waitForURL("**/login");
  });

  it("creates a subdomain, adds a custom domain, shows its DNS guide and turns active without a reload", async () => {
    const page = await openSignedIn(seededAccount("premium"), "/domains");
    const name = `Domain Test ${Date.now()}`;
    // A published site to point the names at.
    const site = await page.evaluate(
      async ({ name, data }) => {
        const headers = { "Content-Type": "application/json" };
        const created = (await (await fetch("/api/websites", { method: "POST", headers, body: JSON.stringify({ name, data }) })).json()) as { id: string };
        await fetch(`/api/websites/${created.id}/publish`, { method: "POST" });
        return created;
      },
      { name, data: { ...defaultDocument(), content: { ...defaultDocument().content, siteName: name } } },
    );
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Domains" }).waitFor();

    // A free subdomain, cleaned as typed and answered live.
    await page.getByRole("button", { name: "Create Free Subdomain" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Free Subdomain" });
    await dialog.getByLabel("Website").selectOption(site.id);
    const label = `Shop ${Date.now()}`.toLowerCase().replace(/[^a-z0-9-]/g, "");
    await dialog.getByLabel("Subdomain").fill(`Shop ${label.slice(4)}!`);
    expect(await dialog.getByLabel("Subdomain").inputValue()).toBe(label);
    await dialog.getByText(`${label}.localhost is available`).waitFor();
    await dialog.getByLabel("Subdomain").fill("admin");
    await dialog.getByText("This name is reserved").waitFor();
    await dialog.getByLabel("Subdomain").fill(label);
    await dialog.getByText(`${label}.localhost is available`).waitFor();
    expect(await axeViolations(page), "subdomain dialog").toEqual([]);
    await dialog.getByRole("button", { name: "Create Subdomain" }).click();
    await page.getByText("Subdomain created").first().waitFor();
    await page.getByRole("cell", { name: new RegExp(`^${label}\\.localhost`) }).waitFor();

    // A custom domain: pending, with its DNS guide and own token.
    const domain = `www.${label}.example`;
    await page.getByRole("button", { name: "Add Custom Domain" }).click();
    const custom = page.getByRole("dialog", { name: "Add Custom Domain" });
    await custom.getByLabel("Website").selectOption(site.id);
    await custom.getByLabel("Domain").fill("http://shop.example.com");
    await custom.getByText("Enter the domain without http:// or https://").waitFor();
    await custom.getByLabel("Domain").fill(domain.toUpperCase());
    expect(await custom.getByLabel("Domain").inputValue()).toBe(domain);
    await custom.getByRole("button", { name: "Add Domain" }).click();
    await page.getByText("Custom domain added").first().waitFor();
    const guide = page.getByText(`Connect ${domain}`);
    await guide.waitFor();
    // The guide is a table inside the domains table: the innermost matching row is the record.
    const txt = page.getByRole("row").filter({ hasText: `_sitewright.${domain}` }).last();
    const token = ((await txt.locator("code").textContent()) ?? "").replace("sitewright-verify=", "");
    expect(token).toMatch(/^[0-9a-z]{16}$/);
    expect(await page.getByRole("row").filter({ hasText: "proxy.localhost" }).last().locator("td").first().textContent()).toBe("CNAME");
    const row = page.getByRole("row").filter({ hasText: "Custom domain" });
    expect(await row.getByText("Pending").isVisible()).toBe(true);
    expect(await row.getByRole("button", { name: `Open ${domain}` }).isDisabled()).toBe(true);
    expect(await axeViolations(page), "pending, light").toEqual([]);
    if (shots) {
      for (const [w, h, tag] of [[1280, 900, "desktop"], [390, 844, "phone"]] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.screenshot({ path: `${shots}/domains-pending-${tag}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // The owner adds the records; the page looks again on its own (every 20 s) and turns the domain active.
    await fetch(`${dohUrl}/__records`, {
      method: "POST",
      body: JSON.stringify({ [`_sitewright.${domain}`]: { TXT: [`sitewright-verify=${token}`] }, [domain]: { CNAME: ["proxy.localhost."] } }),
    });
    await row.getByText("Active").waitFor({ timeout: 30_000 });
    expect(await row.getByRole("button", { name: `Verify ${domain}` }).isDisabled()).toBe(true);
    const open = row.getByRole("link", { name: `Open ${domain}` });
    const address = (await open.getAttribute("href"))!;
    expect(address).toBe(`${new URL(page.url()).protocol}//${domain}:${new URL(page.url()).port}`);

    // The site opens under the custom host name (the browser resolves .example names to this machine). Over
    // plain HTTP on a name other than localhost, Chromium says it ignores the site's COOP header; in production
    // every custom domain is served over HTTPS.
    expectConsoleError(/Cross-Origin-Opener-Policy header has been ignored/);
    const visit = await page.context().newPage();
    await visit.goto(address);
    await visit.getByRole("heading", { level: 1, name }).waitFor();
    await visit.close();
    await chooseDarkTheme(page);
    expect(await axeViolations(page), "active, dark").toEqual([]);
    if (shots) {
      for (const [w, h, tag] of [[1280, 900, "desktop"], [390, 844, "phone"]] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.screenshot({ path: `${shots}/domains-active-dark-${tag}.png`, fullPage: true });
      }
    }
    await fetch(`${dohUrl}/__records`, { method: "POST", body: "{}" });
  }, 90_000);
});
