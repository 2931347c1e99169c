// The help assistant's panel: the conversation (lib/chat.ts), a box to write in, and links to the screens the
// answers came from. It does not trap focus or hide the page (a question is asked while looking at the screen it is
// about): Escape or the close button puts focus back on the Help button. Everything the assistant says is drawn as
// text; the only links are to the product's own screens.
import { ArrowRight, SendHorizontal, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { Link } from "react-router-dom";
import { CHAT_MAX } from "../../../schema/chat";
import { useMediaQuery } from "../../hooks/use-media-query";
import { type Bubble, linksOf, send, setDraft, useChat } from "../../lib/chat";
import { CHAT_PANEL_ID } from "./chat-launcher";

/** The character count shows once a message nears the limit. */
const COUNT_FROM = CHAT_MAX - 200;

function Message({ bubble, onLink }: { bubble: Bubble; onLink: () => void }) {
  const mine = bubble.role === "user";
  const links = linksOf(bubble.sources);
  return (
    <li className={mine ? "flex justify-end" : "flex justify-start"}>
      <div className={mine ? "max-w-[85%]" : "max-w-[92%]"}>
        <p className="sr-only">{mine ? "You said:" : "Assistant:"}</p>
        <div
          data-bubble
          className={[
            "rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line break-words",
            mine
              ? "rounded-br-md bg-indigo-600 text-white"
              : bubble.failed
                ? "rounded-bl-md border border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
                : "rounded-bl-md bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
          ].join(" ")}
        >
          {bubble.text || (
            <span className="flex items-center gap-1 py-1" aria-label="The assistant is writing">
              {[0, 150, 300].map((delay) => (
                <span key={delay} className="size-1.5 rounded-full bg-slate-400 motion-safe:animate-pulse" style={{ animationDelay: `${delay}ms` }} />
              ))}
            </span>
          )}
        </div>
        {links.length > 0 ? (
          <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Where to do it">
            {links.map((link) => (
              <li key={link.route}>
                <Link
                  to={link.route}
                  onClick={onLink}
                  title={link.heading}
                  className="inline-flex items-center gap-1 rounded-full border border-indigo-200 px-2.5 py-1 text-xs font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:border-indigo-800 dark:text-indigo-300 dark:hover:bg-indigo-950"
                >
                  Open {link.label}
                  <ArrowRight aria-hidden="true" className="size-3" />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { bubbles, draft, waiting } = useChat();
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const countId = useId();
  const phone = !useMediaQuery("(min-width: 640px)");

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    // The newest words in view as they arrive.
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [bubbles, open]);
  // Focus goes back to the box once an answer is in (it stays usable for the next question meanwhile).
  useEffect(() => {
    if (!waiting && open && document.activeElement === document.body) input.current?.focus();
  }, [waiting, open]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that finishes an input method's composition is neither.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  const blank = draft.trim() === "";

  return (
    <section
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      // A phone gets most of the screen above the Help button; a wider screen a card in its corner.
      className="fixed inset-x-2 bottom-[calc(4.5rem+var(--help-lift,0rem))] z-50 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:w-96 dark:border-slate-700 dark:bg-slate-900"
      style={{ height: `min(${phone ? 34 : 36}rem, calc(100dvh - 6rem - var(--help-lift, 0rem)))` }}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <div>
          <h2 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-slate-50">
            Help assistant
          </h2>
          <p className="text-xs text-slate-500 dark:text-slate-400">Answers from the Sitewright help pages</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close help"
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-50"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div ref={log} role="log" aria-live="polite" aria-busy={waiting} aria-label="Conversation" className="flex-1 overflow-y-auto px-4 py-4">
        <ol className="flex flex-col gap-3">
          {bubbles.map((bubble) => (
            <Message key={bubble.id} bubble={bubble} onLink={phone ? onClose : () => {}} />
          ))}
        </ol>
      </div>
      <form
        className="border-t border-slate-200 p-3 dark:border-slate-700"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <div className="flex items-end gap-2">
          <textarea
            ref={input}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            rows={2}
            maxLength={CHAT_MAX}
            aria-label="Your question"
            aria-describedby={draft.length >= COUNT_FROM ? countId : undefined}
            placeholder="Ask a question…"
            className="max-h-32 min-h-[2.75rem] flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-50 dark:placeholder:text-slate-400"
          />
          <button
            type="submit"
            disabled={waiting || blank}
            aria-label="Send"
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-500 dark:disabled:bg-slate-700 dark:disabled:text-slate-400"
          >
            <SendHorizontal aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="mt-1.5 flex justify-between text-xs text-slate-500 dark:text-slate-400">
          <span>Enter sends, Shift+Enter adds a line</span>
          {draft.length >= COUNT_FROM ? (
            <span id={countId}>
              {draft.length.toLocaleString("en-US")} / {CHAT_MAX.toLocaleString("en-US")}
            </span>
          ) : null}
        </p>
      </form>
    </section>
  );
}
