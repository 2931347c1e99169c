// A website's Messages button on the account page, with how many wait unread, and its dialog: what visitors sent
// through the published site's contact form. The list loads when it opens, in its own chunk.
import { Inbox } from "lucide-react";
import { lazy } from "react";
import { SiteDialog } from "./site-dialog";

const Messages = lazy(() => import("./messages-list"));

export function MessagesDialog({ siteId, siteName, unread, onChange }: { siteId: string; siteName: string; unread: number; onChange: () => Promise<unknown> }) {
  const badge = unread > 0 && <span className="rounded-full bg-indigo-600 px-1.5 text-xs font-semibold text-white dark:bg-indigo-400 dark:text-slate-950">{unread} new</span>;
  return (
    <SiteDialog icon={Inbox} label="Messages" siteName={siteName} description="What visitors sent through the contact form, newest first." badge={badge} loading="Loading messages...">
      <Messages siteId={siteId} siteName={siteName} onChange={onChange} />
    </SiteDialog>
  );
}
