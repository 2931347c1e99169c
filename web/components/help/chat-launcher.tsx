// The help assistant's button, on every screen. Only the button is in the first load: the panel, the chat store and
// the conversation code arrive when the visitor first reaches for it (a pointer over the button, focus on it, a
// press), so a visitor who never asks downloads none of it. Once loaded the panel stays mounted, closed or open, so
// the conversation and the draft survive closing it and moving between screens.
import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";

const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

export const CHAT_PANEL_ID = "help-chat";

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  const preload = () => void loadPanel();
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={mounted ? CHAT_PANEL_ID : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen((was) => !was);
        }}
        // Bottom right, and above a bar of controls a screen keeps at the bottom of a phone (styles.css
        // --help-lift), so it never covers them; the panel opens above it.
        className="fixed right-4 bottom-[calc(1rem+var(--help-lift,0rem))] z-40 flex items-center gap-2 rounded-full bg-indigo-600 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-300 print:hidden"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        Help
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
