// The help assistant's answer without a model: a greeting for a greeting, the asker's own figures for a question
// about their account, otherwise the help passage that answers the question, quoted in a sentence that says where
// it comes from, with links to the screen where the reader acts on it. A question the help pages do not answer
// is told so, with what the assistant can help with, rather than given the nearest unrelated passage.
import type { ChatAnswer, ChatSource } from "../../schema/chat";
import { plans, type Plan, type Tier } from "../../schema/plans";
import { accountAnswer, accountTopics, type AccountFacts } from "./account";
import { isAnswer, searchHelp, type Found } from "./knowledge";
import { languageOf, type Language } from "./language";
import { isPlanQuestion, planAnswer, plansNamed } from "./plans-answer";

/** Another company's product: its support is theirs to give, and a passage of ours that shares a word is no answer. */
const otherCompany = /\b(wix|squarespace|shopify|wordpress|webflow|weebly|framer|durable|hostinger|jimdo|godaddy('s)? (builder|support|website builder))\b/i;

const greetingWords = "hi|hello|hey|hiya|howdy|hallo|jambo|habari|sasa|mambo|niaje|good (morning|afternoon|evening|day)";
const greeting = new RegExp(`^\\s*(${greetingWords})\\b[\\s!.,]*(there|sitewright)?[\\s!.,]*$`, "i");
/** A greeting before a question ("hi, how much is pro?"): the question is answered. */
const greetingFirst = new RegExp(`^\\s*(${greetingWords})\\b[\\s!.,]*(there|sitewright|team)?[\\s!.,:-]*`, "i");
const thanks = /^\s*(thanks|thank you|thx|ty|asante|cheers|great|ok(ay)?|cool|perfect)\b[^?]{0,40}$/i;

export const GREETING_REPLY = "Hello! What would you like to know? You can ask how to build, publish or pay for a website, or about your plan.";
export const THANKS_REPLY = "You're welcome! Ask me anything else about Sitewright whenever you need.";
export const LOG_IN_FOR_ACCOUNT = "Log in and I can tell you about your own account: your plan, websites, AI image credits and domains.";

export const TOPICS =
  "I can help with building a website (with AI or by hand), sections and styles, publishing, free addresses and custom domains, plans and paying by card or M-Pesa, templates, AI images and credits, your account, and running your own Sitewright.";

const SWAHILI_TOPICS =
  "Ninaweza kusaidia kuhusu kutengeneza tovuti, kuichapisha, anwani za bure na vikoa (domains), mipango na bei, kulipa kwa kadi au M-Pesa, violezo (templates) na picha za AI.";

export function unknownReply(language: Language = "en"): string {
  if (language === "sw") return `Samahani, sina jibu la hilo kwenye kurasa zangu za msaada, na sipendi kubahatisha. ${SWAHILI_TOPICS}`;
  return `I'm sorry, I don't know the answer to that: it isn't in my help pages, and I'd rather not guess. ${TOPICS}`;
}

export function sourceOf(found: Found): ChatSource {
  return { title: found.title, heading: found.heading, route: found.route };
}

/** The passages that count as the answer: the best, and the next when it is nearly as good and says something else. */
export function answeringPassages(question: string, language: Language = "en", catalogue: Record<Tier, Plan> = plans): Found[] {
  const [best, next] = searchHelp(question, 2, language, catalogue);
  if (!isAnswer(best)) return [];
  return isAnswer(next) && next.score >= best.score * 0.75 && next.heading !== best.heading ? [best, next] : [best];
}

function quote(passages: Found[], language: Language): string {
  const [best, next] = passages as [Found, Found | undefined];
  const sw = language === "sw";
  const lines = [sw ? `Hivi ndivyo "${best.heading}" katika ${best.title} inavyosema:` : `Here's what "${best.heading}" in ${best.title} says:`, best.text];
  if (next) lines.push(sw ? `Hii pia inaweza kusaidia, kutoka "${next.heading}": ${next.text}` : `This may help too, from "${next.heading}": ${next.text}`);
  return lines.join("\n\n");
}

/**
 * The offline answer to one message; `facts` only when the asker is signed in; `catalogue` the plans with the
 * administrator's limits. The intent comes first: the asker's own figures, then the plans (answered for anyone),
 * then the help pages, in the question's language where the Swahili pages reach.
 */
export function answerOffline(message: string, facts: AccountFacts | null, catalogue: Record<Tier, Plan> = plans): ChatAnswer {
  if (greeting.test(message)) return { message: GREETING_REPLY, sources: [] };
  if (thanks.test(message)) return { message: THANKS_REPLY, sources: [] };
  const question = message.replace(greetingFirst, "");
  const language = languageOf(question);

  // A question about the asker's own figures ("how many websites do I have?"; how-to questions are not these) has
  // no answer in the help pages: a passage that shares its words would only look like one.
  // "How many images do I get on Premium?" names a plan: it asks what the plan gives, not what the asker has.
  const topics = plansNamed(question).length > 0 && !/\bmy (plan|account|subscription)\b|\bam i\b/i.test(question) ? [] : accountTopics(question);
  if (topics.length > 0 && facts) return accountAnswer(topics, facts);
  if (topics.length > 0) return { message: LOG_IN_FOR_ACCOUNT, sources: [{ title: "Log in", heading: "", route: "/login" }] };

  if (otherCompany.test(question)) return { message: unknownReply(language), sources: [] };
  if (isPlanQuestion(question)) return planAnswer(question, catalogue, language);
  const passages = answeringPassages(question, language, catalogue);
  if (passages.length > 0) return { message: quote(passages, language), sources: passages.map(sourceOf) };
  // A Swahili question the Swahili pages do not reach may still be answered by the English ones.
  const english = language === "sw" ? answeringPassages(question, "en", catalogue) : [];
  if (english.length > 0) return { message: quote(english, "en"), sources: english.map(sourceOf) };
  return { message: unknownReply(language), sources: [] };
}
