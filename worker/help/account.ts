// What the help assistant knows about the person asking, and only them: their plan and its usage, and their custom
// domains. Questions about "my websites", "my plan", "my credits" or "my domains" are answered from these facts;
// the model path gets the same facts as context. Nothing here ever reads another user's rows.
import { eq } from "drizzle-orm";
import { plans, type Limit } from "../../schema/plans";
import { domains, type User } from "../../schema/tables";
import type { ChatSource } from "../../schema/chat";
import type { Db } from "../db";
import { accountUsage, type Usage } from "../usage";

export interface AccountFacts {
  name: string;
  planName: string;
  usage: Usage;
  domains: { hostname: string; status: string }[];
  /** The first day of next month (UTC), when image credits renew, as "1 December". */
  creditsRenew: string;
}

/** How many custom domains an answer lists, at most. */
const DOMAINS_LISTED = 10;

export async function accountFacts(db: Db, user: User, now = new Date()): Promise<AccountFacts> {
  const [usage, owned] = await Promise.all([
    accountUsage(db, user),
    db.select({ hostname: domains.hostname, status: domains.status }).from(domains).where(eq(domains.userId, user.id)).limit(DOMAINS_LISTED),
  ]);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return {
    name: user.firstName,
    planName: plans[user.subscriptionTier].name,
    usage,
    domains: owned,
    creditsRenew: next.toLocaleDateString("en-GB", { day: "numeric", month: "long", timeZone: "UTC" }),
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const statusWords: Record<string, string> = { active: "live", pending: "waiting for its DNS records", error: "not verified" };

function websitesSentence({ used, limit }: { used: number; limit: Limit }): string {
  if (limit === null) return `You have ${plural(used, "website")}, and your plan has no limit.`;
  if (used >= limit) return `You have ${used} of your ${limit} websites, so you have reached your plan's limit: delete one or upgrade for more.`;
  return `You have ${used} of your ${limit} websites.`;
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
  return `Your custom domains: ${list}.`;
}

/** Whether a question is about the asker's own account at all ("my", "I", "me" with a thing they have). */
const howTo = /\bhow (do|can|to|should|would)\b|\b(where|steps?)\b/i;
const personal = /\b(my|mine|i|me|i've|ive|am i|do i|have i|can i)\b/i;

const intents: { topic: RegExp; sentence: (facts: AccountFacts) => string; source: ChatSource }[] = [
  {
    topic: /\b(plan|subscription|tier|subscribed)\b/i,
    sentence: planSentence,
    source: { title: "Your plan", heading: "Billing", route: "/account/billing" },
  },
  {
    topic: /\b(how many|number of|count|limit|left|more)\b[^?.!]*\b(web ?sites?|sites?)\b|\b(web ?sites?|sites?)\b[^?.!]*\b(how many|left|limit|have)\b/i,
    sentence: (facts) => websitesSentence(facts.usage.websites),
    source: { title: "Your websites", heading: "Your account", route: "/account" },
  },
  {
    topic: /\b(credits?|ai images?|images? (left|remaining))\b/i,
    sentence: creditsSentence,
    source: { title: "AI images this month", heading: "Your account", route: "/account" },
  },
  {
    topic: /\b(my|mine)\b[^?.!]*\bdomains?\b|\bdomains?\b[^?.!]*\b(i have|i've|do i have|have i)\b/i,
    sentence: domainsSentence,
    source: { title: "Your domains", heading: "Domains", route: "/domains" },
  },
];

/** The account questions a message asks, if any (the plan, websites, credits, domains). */
export function accountTopics(question: string): number[] {
  // "How do I connect my domain?" asks for steps, not for the asker's figures.
  if (!personal.test(question) || howTo.test(question)) return [];
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
