// POST /api/chat {message, sessionId} -> { message, sources }: the help assistant. Without AI keys the answer comes
// from the help pages (help/answer.ts); with them, a model writes it from the passages found, and a client that
// accepts application/x-ndjson reads it as it is written: lines of {delta}, then {answer} or, on failure, the
// spec's {message}. Each exchange is kept for 30 days (the schedule deletes older ones) for the admin dashboard's
// view of what people ask.
import { and, desc, eq, isNull, lt } from "drizzle-orm";
import { Hono } from "hono";
import { CHAT_FAILED, chatRequestSchema, type ChatAnswer } from "../../schema/chat";
import { newId } from "../../schema/ids";
import { chatMessages, domains, type User } from "../../schema/tables";
import { plans, withWebsiteLimits } from "../../schema/plans";
import { languageOf } from "../help/language";
import { websiteLimits } from "../settings";
import { accountUsage } from "../usage";
import { ChatFailedError, chatWithOpenAi } from "../ai/openai-chat";
import { openAiConfig } from "../ai/model/openai";
import type { Db } from "../db";
import type { AppEnv } from "../env";
import { apiError } from "../errors";
import { describeAccount, type AccountFacts } from "../help/account";
import { answerOffline, sourceOf } from "../help/answer";
import { isAnswer, searchHelp } from "../help/knowledge";
import { hit, limitIp } from "../edge/limits";
import { validate } from "../validate";
import { jsonLines, wantsLines } from "./json-lines";

/** A person types a message every few seconds at most; a script asking in a loop is stopped quickly. */
export const chatLimits = {
  perSession: { max: 20, windowSeconds: 5 * 60 },
  perIp: { max: 60, windowSeconds: 10 * 60 },
};

/** How many custom domains an answer lists, at most. */
const DOMAINS_LISTED = 10;

/** What the assistant may say about the asker: their own rows only. */
async function accountFacts(db: Db, user: User, now = new Date()): Promise<AccountFacts> {
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

/** Conversations are kept this long, then deleted by the schedule. */
export const CHAT_KEEP_DAYS = 30;
/** Earlier turns the model sees, so "and yearly?" follows on from the last answer. */
const HISTORY_TURNS = 6;

/** Keeps one exchange: the question and the answer, together or not at all. */
async function keep(db: Db, sessionId: string, user: User | null, question: string, answer: string): Promise<void> {
  const now = Date.now();
  const row = { sessionId, userId: user?.id ?? null };
  await db.batch([
    db.insert(chatMessages).values({ ...row, id: newId("chat"), role: "user", content: question, createdAt: new Date(now) }),
    db.insert(chatMessages).values({ ...row, id: newId("chat"), role: "assistant", content: answer, createdAt: new Date(now + 1) }),
  ]);
}

/** This conversation's last turns, and only the asker's own: a session id someone else used gives nothing. */
async function recentTurns(db: Db, sessionId: string, user: User | null) {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), user ? eq(chatMessages.userId, user.id) : isNull(chatMessages.userId)))
    .orderBy(desc(chatMessages.createdAt))
    .limit(HISTORY_TURNS);
  return rows.reverse();
}

/** Deletes conversations older than CHAT_KEEP_DAYS; answers how many messages went. */
export async function purgeOldChats(db: Db, now = Date.now()): Promise<number> {
  const result = await db.delete(chatMessages).where(lt(chatMessages.createdAt, new Date(now - CHAT_KEEP_DAYS * 24 * 60 * 60 * 1000)));
  return result.rowsAffected;
}

export const chatApi = new Hono<AppEnv>().post("/", validate("json", chatRequestSchema), async (c) => {
  const { message, sessionId } = c.req.valid("json");
  const db = c.var.db;
  const user = c.var.user ?? null;
  await hit(db, `chat:session:${sessionId}`, chatLimits.perSession);
  await hit(db, `chat:ip:${limitIp(c.req.raw.headers)}`, chatLimits.perIp);
  const facts = user ? await accountFacts(db, user) : null;

  const catalogue = withWebsiteLimits(await websiteLimits(db));

  const config = openAiConfig(c.env);
  if (!config) {
    const answer = answerOffline(message, facts, catalogue);
    await keep(db, sessionId, user, message, answer.message);
    return c.json(answer, 200);
  }

  const passages = searchHelp(message, 3, languageOf(message), catalogue).filter(isAnswer);
  const context = { passages, account: facts && describeAccount(facts), history: await recentTurns(db, sessionId, user) };
  const sources = passages.map(sourceOf);
  const failed = (err: unknown) => console.warn("chat failed:", err instanceof Error ? err.message : err);
  const answer = async (onDelta?: (delta: string) => void): Promise<ChatAnswer> => {
    let text = "";
    for await (const delta of chatWithOpenAi(config, message, context, { signal: c.req.raw.signal })) {
      text += delta;
      onDelta?.(delta);
    }
    const reply = { message: text.trim(), sources };
    await keep(db, sessionId, user, message, reply.message);
    return reply;
  };

  if (!wantsLines(c)) {
    try {
      return c.json(await answer(), 200);
    } catch (err) {
      if (!(err instanceof ChatFailedError)) throw err;
      failed(err);
      throw apiError(502, CHAT_FAILED);
    }
  }
  return jsonLines(
    c,
    async (line) => {
      await line({ answer: await answer((delta) => void line({ delta })) });
    },
    (err) => {
      failed(err);
      return { message: CHAT_FAILED };
    },
  );
});
