// The help assistant's answer without a model: a greeting for a greeting, the asker's own figures for a question
// about their account, otherwise the help passage that answers the question, quoted in a sentence that says where
// it comes from, with links to the screen where the reader acts on it. A question the help pages do not answer
// is told so, with what the assistant can help with, rather than given the nearest unrelated passage.
import type { ChatAnswer, ChatSource } from "../../schema/chat";
import { accountAnswer, accountTopics, type AccountFacts } from "./account";
import { isAnswer, searchHelp, type Found } from "./knowledge";

const greeting = /^\s*(hi|hello|hey|hiya|howdy|hallo|jambo|habari|good (morning|afternoon|evening|day))\b[\s!.,]*(there|sitewright)?[\s!.,]*$/i;
const thanks = /^\s*(thanks|thank you|thx|ty|asante|cheers|great|ok(ay)?|cool|perfect)\b[^?]{0,40}$/i;

export const GREETING_REPLY = "Hello! What would you like to know? You can ask how to build, publish or pay for a website, or about your plan.";
export const THANKS_REPLY = "You're welcome! Ask me anything else about Sitewright whenever you need.";
export const LOG_IN_FOR_ACCOUNT = "Log in and I can tell you about your own account: your plan, websites, AI image credits and domains.";

export const TOPICS =
  "I can help with building a website (with AI or by hand), sections and styles, publishing, free addresses and custom domains, plans and paying by card or M-Pesa, templates, AI images and credits, your account, and running your own Sitewright.";

export function unknownReply(): string {
  return `I'm sorry, I don't know the answer to that: it isn't in my help pages, and I'd rather not guess. ${TOPICS}`;
}

export function sourceOf(found: Found): ChatSource {
  return { title: found.title, heading: found.heading, route: found.route };
}

/** The passages that count as the answer: the best, and the next when it is nearly as good and says something else. */
export function answeringPassages(question: string): Found[] {
  const [best, next] = searchHelp(question, 2);
  if (!isAnswer(best)) return [];
  return isAnswer(next) && next.score >= best.score * 0.75 && next.heading !== best.heading ? [best, next] : [best];
}

function quote(passages: Found[]): string {
  const [best, next] = passages as [Found, Found | undefined];
  const lines = [`Here's what "${best.heading}" in ${best.title} says:`, best.text];
  if (next) lines.push(`This may help too, from "${next.heading}": ${next.text}`);
  return lines.join("\n\n");
}

/** The offline answer to one message; `facts` only when the asker is signed in. */
export function answerOffline(question: string, facts: AccountFacts | null): ChatAnswer {
  if (greeting.test(question)) return { message: GREETING_REPLY, sources: [] };
  if (thanks.test(question)) return { message: THANKS_REPLY, sources: [] };

  const topics = accountTopics(question);
  if (topics.length > 0 && facts) return accountAnswer(topics, facts);

  // A question about the asker's own figures ("how many websites do I have?"; how-to questions are not these) has
  // no answer in the help pages: a passage that shares its words would only look like one.
  if (topics.length > 0) return { message: LOG_IN_FOR_ACCOUNT, sources: [{ title: "Log in", heading: "", route: "/login" }] };
  const passages = answeringPassages(question);
  if (passages.length === 0) return { message: unknownReply(), sources: [] };
  return { message: quote(passages), sources: passages.map(sourceOf) };
}
