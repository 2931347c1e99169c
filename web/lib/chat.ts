// The help assistant's conversation for this page load: the bubbles, the unsent draft and whether an answer is on
// its way. It lives in this module, not in a component, so closing the panel or moving to another screen keeps it;
// a reload starts a new conversation with a new random session id (spec: one per page load).
import { useSyncExternalStore } from "react";
import { CHAT_FAILED, CHAT_GREETING, type ChatAnswer, type ChatSource, screenLinks } from "../../schema/chat";
import { api, ApiError } from "./api";
import { readLines } from "./api-bodies";

export interface Bubble {
  id: number;
  role: "user" | "assistant";
  text: string;
  sources: ChatSource[];
  /** The spec's failure bubble, or the server's reason (too long, too many). */
  failed?: boolean;
}

export interface ChatState {
  bubbles: readonly Bubble[];
  draft: string;
  waiting: boolean;
}

function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export const sessionId = randomId();

let nextId = 1;
const greeting = (): Bubble => ({ id: nextId++, role: "assistant", text: CHAT_GREETING, sources: [] });
let state: ChatState = { bubbles: [greeting()], draft: "", waiting: false };
const listeners = new Set<() => void>();

function update(next: Partial<ChatState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function updateLast(change: (bubble: Bubble) => Bubble): void {
  update({ bubbles: [...state.bubbles.slice(0, -1), change(state.bubbles.at(-1)!)] });
}

export function useChat(): ChatState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

export function setDraft(draft: string): void {
  update({ draft });
}

/** The links an answer shows: product screens only, one per screen. */
export function linksOf(sources: ChatSource[]): { route: string; label: string; heading: string }[] {
  const seen = new Set<string>();
  return sources.flatMap((s) => {
    const label = screenLinks[s.route];
    if (!label || seen.has(s.route)) return [];
    seen.add(s.route);
    return [{ route: s.route, label, heading: s.heading || s.title }];
  });
}

/** Sends the draft (or `text`): blank messages and a second send while waiting are ignored. */
export async function send(text = state.draft): Promise<void> {
  const message = text.trim();
  if (!message || state.waiting) return;
  update({
    draft: "",
    waiting: true,
    bubbles: [...state.bubbles, { id: nextId++, role: "user", text: message, sources: [] }, { id: nextId++, role: "assistant", text: "", sources: [] }],
  });
  try {
    const result = await readLines(api.chat.$post({ json: { message, sessionId } }, { headers: { Accept: "application/x-ndjson" } }), (line) => {
      if (typeof line.delta === "string") updateLast((b) => ({ ...b, text: b.text + (line.delta as string) }));
    });
    // A streamed answer ends with {answer}; an answer from the help pages comes whole, as JSON.
    const answer = ("answer" in result ? (result as { answer: ChatAnswer }).answer : result) as ChatAnswer;
    updateLast((b) => ({ ...b, text: answer.message, sources: answer.sources }));
  } catch (err) {
    // A message refused for what it is (too long, too many at once) says why; anything else is the spec's bubble.
    const said = err instanceof ApiError && (err.status === 400 || err.status === 429) ? err.message : CHAT_FAILED;
    updateLast((b) => ({ ...b, text: said, sources: [], failed: true }));
    // Nothing typed is lost: a message that was refused comes back to the box to be edited.
    if (err instanceof ApiError && err.status === 400 && !state.draft) update({ draft: message });
  } finally {
    update({ waiting: false });
  }
}

/** Back to the greeting; for tests, which share one module instance. */
export function resetChat(): void {
  state = { bubbles: [greeting()], draft: "", waiting: false };
  for (const listener of listeners) listener();
}
