// "Contact Sales": an enquiry reaches every active administrator by email, replies going to the one who asked;
// the form's rules and messages, and a caller flooding it.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SALES_ENQUIRY_SENT } from "../../schema/accounts";
import { emailOutbox } from "../../schema/tables";
import { call } from "../test/client";
import { createUser, db } from "../test/factories";

const enquire = (body: unknown, ip = "198.51.100.61") => call("/api/contact-sales", { body, headers: { "CF-Connecting-IP": ip } });

describe("a sales enquiry", () => {
  it("is emailed to every active administrator, with replies going to the one who asked", async () => {
    const admin = await createUser({ role: "admin" });
    const stopped = await createUser({ role: "admin", active: false });
    const res = await enquire({ name: "Grace\r\nBcc: x@evil.example", email: "grace@shop.example", message: "We need forty sites for our branches. Can we talk?" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: SALES_ENQUIRY_SENT });
    const [mail] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.to, admin.email), eq(emailOutbox.kind, "sales-enquiry")));
    expect(mail).toMatchObject({ replyTo: "grace@shop.example", subject: "Sales enquiry from Grace Bcc: x@evil.example" });
    expect(mail!.body).toContain("We need forty sites for our branches. Can we talk?");
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, stopped.email))).toEqual([]);
  });

  it("holds the form to its rules, with the form's messages", async () => {
    const res = await enquire({ name: "G", email: "not an email", message: "hi" }, "198.51.100.62");
    expect(res.status).toBe(400);
    const text = JSON.stringify(await res.json());
    for (const message of ["Please tell us your name", "Please enter a valid email address", "Please tell us what you need in a sentence or two"]) expect(text).toContain(message);
  });

  it("stops a caller flooding it", async () => {
    await createUser({ role: "admin" });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await enquire({ name: "Flood", email: "flood@example.com", message: "Buy my link-building services now please." }, "198.51.100.63")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
