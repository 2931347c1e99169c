// A published site's contact form: the fields a visitor fills, their limits (the page's maxlength and the Worker's
// check are the same numbers), and what the owner's inbox calls things. The spam checks live in worker/sites/forms.ts.
import * as v from "valibot";
import { pageNumber } from "./admin";

/** Where the form on a published site posts: its own host (worker/index.ts sends this path to the form handler). */
export const FORM_PATH = "/_forms/contact";
/** Where in a served page the Worker writes the form's hidden start time: a comment, so any other copy ignores it. */
export const FORM_GUARD = "<!--form-guard-->";
/** The page a sent message leads to, published with the site (site/render.ts). */
export const THANK_YOU_PATH = "/thank-you.html";

export const FORM_LIMITS = { name: 100, email: 254, message: 5000 } as const;
/** The whole posted body: the three fields at their limits, percent-encoded, and the hidden ones, with room to spare. */
export const FORM_MAX_BYTES = 32 * 1024;

export const FORM_TEXTS = {
  name: "Please give your name",
  nameLong: `Your name can be at most ${FORM_LIMITS.name} characters`,
  email: "Please give an email address we can reply to",
  message: "Please write a message",
  messageLong: `Your message can be at most ${FORM_LIMITS.message.toLocaleString("en-US")} characters`,
} as const;

/** What a visitor typed, as the Worker accepts it. */
export const formFieldsSchema = v.object({
  // A name is one line: line breaks and control characters become spaces (it goes into the email's subject).
  name: v.pipe(v.string(FORM_TEXTS.name), v.transform((s) => s.replace(/[\s\p{Cc}\u2028\u2029]+/gu, " ")), v.trim(), v.minLength(1, FORM_TEXTS.name), v.maxLength(FORM_LIMITS.name, FORM_TEXTS.nameLong)),
  email: v.pipe(v.string(FORM_TEXTS.email), v.trim(), v.maxLength(FORM_LIMITS.email, FORM_TEXTS.email), v.email(FORM_TEXTS.email)),
  message: v.pipe(v.string(FORM_TEXTS.message), v.trim(), v.minLength(1, FORM_TEXTS.message), v.maxLength(FORM_LIMITS.message, FORM_TEXTS.messageLong)),
});
export type FormFields = v.InferOutput<typeof formFieldsSchema>;

/** How many messages the inbox shows; the CSV holds them all. */
export const INBOX_PAGE_SIZE = 50;
export const MESSAGE_NOT_FOUND = "That message no longer exists.";
export const inboxQuerySchema = v.object({ page: pageNumber() });
export const messageParamSchema = v.object({ messageId: v.pipe(v.string(), v.regex(/^fm_[0-9a-z]{16}$/, MESSAGE_NOT_FOUND)) });
export const messageReadSchema = v.strictObject({ read: v.boolean("Choose read or unread") });
