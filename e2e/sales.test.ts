// "Contact Sales" on the pricing page, as a visitor meets it on a phone in dark: the form, its messages, the
// answer, and the enquiry in the administrator's outbox with replies going to the visitor.
import { describe, expect, it } from "vitest";
import { SALES_ENQUIRY_SENT } from "../schema/accounts";
import { axeViolations, baseUrl, chooseDarkTheme, openPage, openSignedIn, seededAccount } from "./harness";

describe("contact sales", () => {
  it("sends the visitor's enquiry to the team and says so", async () => {
    const page = await openPage("/pricing", { width: 390, height: 844 });
    await chooseDarkTheme(page);
    await page.getByRole("button", { name: "Contact Sales" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Sales" });
    await dialog.getByRole("button", { name: "Send message" }).click();
    await dialog.getByText("Please tell us your name").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const email = `buyer-${Date.now()}@example.com`;
    await dialog.getByLabel("Your name").fill("Halima Yusuf");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("What do you need?").fill("Thirty sites for our clinics, one invoice. Who do I talk to?");
    await dialog.getByRole("button", { name: "Send message" }).click();
    await dialog.getByRole("status").getByText(SALES_ENQUIRY_SENT).waitFor();

    const admin = await openSignedIn(seededAccount("enterprise", "admin"), "/admin");
    const { emails } = (await (await admin.request.get(new URL("/api/admin/settings/outbox?page=1", baseUrl).href)).json()) as { emails: { kind: string; body: string }[] };
    expect(emails.find((e) => e.kind === "sales-enquiry" && e.body.includes(email))?.body).toContain("Thirty sites for our clinics, one invoice.");
  }, 60_000);
});
