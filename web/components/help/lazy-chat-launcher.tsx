// The Help button itself waits until the page is idle after its first paint: the first load carries only this
// loader, so the assistant costs the home page's budget nothing. The button sits fixed in a corner, so its arrival
// moves nothing on the page.
import { lazy, Suspense, useEffect, useState } from "react";

const ChatLauncher = lazy(() => import("./chat-launcher").then((m) => ({ default: m.ChatLauncher })));

export function LazyChatLauncher() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // After the page's own work: a timer set once React has drawn it.
    const id = setTimeout(() => setReady(true), 300);
    return () => clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  ) : null;
}
