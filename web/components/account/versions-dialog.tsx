// A website's Versions button on the account page and its dialog; the list and the previews load when it opens.
import { History } from "lucide-react";
import { lazy } from "react";
import { SiteDialog } from "./site-dialog";

const Versions = lazy(() => import("./versions-list"));

export function VersionsDialog({ siteId, siteName, onRolledBack }: { siteId: string; siteName: string; onRolledBack: () => Promise<unknown> }) {
  return (
    <SiteDialog icon={History} label="Versions" siteName={siteName} description="Every publish, newest first." loading="Loading versions...">
      <Versions siteId={siteId} siteName={siteName} onRolledBack={onRolledBack} />
    </SiteDialog>
  );
}
