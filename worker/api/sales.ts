// POST /api/contact-sales: the pricing page's "Contact Sales". The enquiry goes to every active administrator's
// email through the outbox (so without an email service they read it on the dashboard's outbox), with replies
// going straight to the person who asked. Limited per caller: each enquiry is an email to people.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { SALES_ENQUIRY_SENT, SALES_NOT_SET_UP, salesEnquirySchema } from "../../schema/accounts";
import { emailOutbox, users } from "../../schema/tables";
import { dispatchAfterResponse, outboxRow } from "../edge/outbox";
import { hit, limitIp } from "../edge/limits";
import { afterResponse, type AppEnv } from "../env";
import { apiError } from "../errors";
import { validate } from "../validate";

export const sales = new Hono<AppEnv>().post("/", validate("json", salesEnquirySchema), async (c) => {
  const enquiry = c.req.valid("json");
  await hit(c.var.db, `sales:ip:${limitIp(c.req.raw.headers)}`, { max: 5, windowSeconds: 60 * 60 });
  const admins = await c.var.db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.role, "admin"), eq(users.active, true)));
  if (admins.length === 0) throw apiError(503, SALES_NOT_SET_UP);
  const who = c.var.user ? `${enquiry.name} (signed in as ${c.var.user.email}, ${c.var.user.subscriptionTier} plan)` : enquiry.name;
  const messages = admins.map((admin) =>
    outboxRow({
      userId: admin.id,
      to: admin.email,
      kind: "sales-enquiry",
      // A header is one line whatever the visitor typed.
      subject: `Sales enquiry from ${enquiry.name.replace(/[\r\n]+/g, " ")}`,
      body: `${who} <${enquiry.email}> wrote from the pricing page:\n\n${enquiry.message}\n\nReply to this email to answer them.`,
      replyTo: enquiry.email,
    }),
  );
  await c.var.db.insert(emailOutbox).values(messages);
  for (const message of messages) await dispatchAfterResponse(c.var.db, c.env, message, afterResponse(c));
  return c.json({ message: SALES_ENQUIRY_SENT }, 200);
});
