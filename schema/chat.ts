// The help assistant's call (POST /api/chat) and its words: the spec's failure bubble (section 8), the greeting the
// panel opens with, and the limits a message must keep.
import * as v from "valibot";

export const CHAT_FAILED = "I'm having trouble connecting to my systems. Please try again later.";
export const CHAT_GREETING =
  "Hi! I'm the Sitewright assistant. Ask me how to build, publish or pay for a website, about plans, domains, templates or images, or about your own account.";
export const CHAT_MAX = 1000;
export const MESSAGE_REQUIRED = "Please type a message";
export const MESSAGE_TOO_LONG = `A message is at most ${CHAT_MAX.toLocaleString("en-US")} characters`;
export const SESSION_INVALID = "The chat session is not valid. Reload the page to start a new one.";

export const chatRequestSchema = v.strictObject({
  message: v.pipe(v.string(MESSAGE_REQUIRED), v.trim(), v.minLength(1, MESSAGE_REQUIRED), v.maxLength(CHAT_MAX, MESSAGE_TOO_LONG)),
  // The panel makes a random one per page load (crypto.randomUUID).
  sessionId: v.pipe(v.string(SESSION_INVALID), v.regex(/^[A-Za-z0-9-]{8,64}$/, SESSION_INVALID)),
});
export type ChatRequest = v.InferOutput<typeof chatRequestSchema>;

/** A help page an answer drew on: the panel links it to the product screen where the reader acts on it. */
export interface ChatSource {
  title: string;
  heading: string;
  route: string;
}

export interface ChatAnswer {
  message: string;
  sources: ChatSource[];
}

/** The screens an answer may link to, with the words the link says (nothing else becomes a link). */
export const screenLinks: Record<string, string> = {
  "/": "Home",
  "/ai-builder": "AI Builder",
  "/builder": "Visual Builder",
  "/templates": "Templates",
  "/pricing": "Pricing",
  "/domains": "Domains",
  "/account": "Your account",
  "/account/billing": "Billing",
  "/signup": "Sign up",
  "/login": "Log in",
};
