// What the help assistant knows about the person asking, and only them: their plan and its usage, and their custom
// domains. Questions about "my websites", "my plan", "my credits" or "my domains" are answered from these facts;
// the model path gets the same facts as context. The facts are read by the chat route (api/chat.ts), for the asker
// alone; nothing here reads the database.
import type { Limit, Usage } from "../../schema/plans";
import type { ChatSource } from "../../schema/chat";

export interface AccountFacts {
  name: string;
  planName: string;
  usage: Usage;
  domains: { hostname: string; status: string }[];
  /** The first day of next month (UTC), when image credits renew, as "1 December". */
  creditsRenew: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const statusWords: Record<string, string> = { active: "live", pending: "waiting for its DNS records", error: "not verified" };

function websitesSentence({ used, limit }: { used: number; limit: Limit }): string {
  if (limit === null) return `You have ${plural(used, "website")}, and your plan has no limit.`;
  if (used >= limit) return `You have ${used} of your ${limit} websites, so you have reached your plan's limit: delete one or upgrade for more.`;
  return `You have ${used} of your ${limit} websites, so you can make ${limit - used} more.`;
}

function creditsSentence(facts: AccountFacts): string {
  const { used, limit, remaining } = facts.usage.imageCredits;
  if (limit === null) return `You have made ${plural(used, "AI image")} this month, and your plan has no limit.`;
  return `You have used ${used} of your ${limit} AI images this month, so ${remaining} ${remaining === 1 ? "is" : "are"} left. They renew on ${facts.creditsRenew}.`;
}

function planSentence(facts: AccountFacts): string {
  return `You are on the ${facts.planName} plan.`;
}

function domainsSentence(facts: AccountFacts): string {
  const { limit } = facts.usage.customDomains;
  if (facts.domains.length === 0) {
    return limit === 0 ? "You have no custom domains, and your plan does not include them." : `You have not added a custom domain yet; your plan allows ${limit}.`;
  }
  const list = facts.domains.map((d) => `${d.hostname} (${statusWords[d.status] ?? d.status})`).join(", ");
  const { used } = facts.usage.customDomains;
  const room = used >= limit ? `that is your plan's limit of ${limit}: upgrade for more` : `your plan allows ${limit}, so you can add ${limit - used} more`;
  return `Your custom domains: ${list}; ${room}.`;
}

/**
 * A question about the asker's own figures says whose they are: "my plan", "do I have", "am I on", "have I used",
 * "left". A question that only has "I" in it ("how many sites can I make on Free?", "can my website have more than
 * one page?") asks about the product, and is answered for anyone.
 */
const howTo = /\bhow (do|can|to|should|would)\b|\b(where|steps?)\b/i;
const own = /\b(my|mine)\b|\b(do|did|have|am|have) i\b|\bi (have|had|got|still have|'ve|am on|'m on)\b|\b(i've|ive|i'm on|im on)\b|\b(left|remaining)\b/i;

const intents: { topic: RegExp; sentence: (facts: AccountFacts) => string; source: ChatSource }[] = [
  {
    topic: /\b(my|what|wat|which) (current )?(plan|subscription|tier|package) (am i|i'm|im|do i have|is it|is mine)\b|\bam i (on|still on|a|an|premium|basic|free|enterprise|subscribed|paying)\b|\bmy (plan|subscription|tier|account)\b[^?.!]*\b(premium|basic|free|enterprise|now|upgraded|active|changed)\b|\bmy (current )?(plan|subscription|tier)\b\s*\??$|\b(did|has) my (upgrade|payment|plan)\b/i,
    sentence: planSentence,
    source: { title: "Your plan", heading: "Billing", route: "/account/billing" },
  },
  {
    topic:
      /\b(how many|number of|count)\b[^?.!]*\b(web ?sites?|sites?)\b[^?.!]*\b(do i have|have i|i have|i've|left|more|on my plan|my plan|remaining)\b|\bmy (web ?sites?|sites?)\b[^?.!]*\b(how many|count|left|limit)\b|\b(web ?sites?|sites?) (do i have|have i|i have|i've)( left)?\b|^\s*(show|list|see)?\s*(me\s+)?(all\s+)?my (web ?sites?|sites?)\s*\??$/i,
    sentence: (facts) => websitesSentence(facts.usage.websites),
    source: { title: "Your websites", heading: "Your account", route: "/account" },
  },
  {
    topic: /\bmy (ai )?(credits?|images?)\b|\b(credits?|images?)\b[^?.!]*\b(do i have|have i|i have|i've|left|remaining)\b|\b(how many|hw many)\b[^?.!]*\b(credits?|images?)\b[^?.!]*\b(have i|do i|i've|left|remaining)\b/i,
    sentence: creditsSentence,
    source: { title: "AI images this month", heading: "Your account", route: "/account" },
  },
  {
    topic: /\b(my|mine)\b[^?.!]*\bdomains?\b[^?.!]*\b(have|connected|added|how many|list|status|live|verified)\b|\bdomains?\b[^?.!]*\b(i have|i've|do i have|have i)\b|^\s*(show|list|see)?\s*(me\s+)?(all\s+)?my (custom )?domains?\s*\??$/i,
    sentence: domainsSentence,
    source: { title: "Your domains", heading: "Domains", route: "/domains" },
  },
];

/** The account questions a message asks, if any (the plan, websites, credits, domains). */
export function accountTopics(question: string): number[] {
  // "How do I connect my domain?" asks for steps, not for the asker's figures.
  if (!own.test(question) || howTo.test(question)) return [];
  return intents.flatMap((intent, i) => (intent.topic.test(question) ? [i] : []));
}

/** The answer to a question about the asker's own account, from their facts. */
export function accountAnswer(topics: number[], facts: AccountFacts): { message: string; sources: ChatSource[] } {
  const chosen = topics.map((i) => intents[i]!);
  return { message: chosen.map((intent) => intent.sentence(facts)).join(" "), sources: chosen.map((intent) => intent.source) };
}

/** The facts as the model reads them: plain sentences about this person only. */
export function describeAccount(facts: AccountFacts): string {
  return [
    `The person asking is signed in as ${facts.name}.`,
    planSentence(facts),
    websitesSentence(facts.usage.websites),
    creditsSentence(facts),
    domainsSentence(facts),
  ].join(" ");
}
