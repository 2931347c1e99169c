// Step 5: see the code, download it, save and publish, or take it to a static host of your choice with a ZIP made
// for that host and the steps to put it online.
import { Check, Download, ExternalLink, Globe, Save, UploadCloud } from "lucide-react";
import { useState } from "react";
import { DOWNLOAD_HINT } from "../../../schema/plans";
import type { WebsiteDocument } from "../../../schema/site-document";
import { deployHost, deployHosts, type DeployHostId } from "../../../site/deploy";
import type { SiteBusy } from "../../hooks/use-site-actions";
import { buttonClass } from "../button-link";
import { CodeDialog } from "./code-dialog";
import { Panel } from "./controls";

export interface ExportStepProps {
  document: WebsiteDocument;
  busy: SiteBusy;
  saved: boolean;
  address: string | undefined;
  mustUpgrade: boolean;
  onSave: () => void;
  onPublish: () => void;
  onDownload: (host?: DeployHostId) => Promise<boolean>;
}

export function ExportStep({ document, busy, saved, address, mustUpgrade, onSave, onPublish, onDownload }: ExportStepProps) {
  const [chosenHost, setChosenHost] = useState<DeployHostId | null>(null);
  const host = chosenHost && deployHost(chosenHost);
  return (
    <div className="grid gap-5">
      <h2 className="text-xl font-semibold">Export</h2>
      <Panel title="Your code" description="Plain HTML, CSS and JavaScript: yours to read, copy and keep.">
        <div className="flex flex-wrap gap-2">
          <CodeDialog document={document} />
          <button type="button" className={buttonClass("secondary")} disabled={busy !== null} onClick={() => void onDownload()}>
            <Download className="size-4" aria-hidden="true" />
            {busy === "download" ? "Preparing..." : mustUpgrade ? "Upgrade to Download" : "Download ZIP"}
          </button>
        </div>
        {mustUpgrade && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{DOWNLOAD_HINT}</p>}
      </Panel>
      <Panel title="Save and publish" description="Keep the site in your account and put it online on a free subdomain.">
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass("secondary")} disabled={busy !== null || saved} onClick={onSave}>
            {saved ? <Check className="size-4" aria-hidden="true" /> : <Save className="size-4" aria-hidden="true" />}
            {busy === "save" ? "Saving..." : saved ? "Saved" : "Save"}
          </button>
          <button type="button" className={buttonClass("primary")} disabled={busy !== null} onClick={onPublish}>
            <Globe className="size-4" aria-hidden="true" />
            {busy === "publish" ? "Publishing..." : address ? "Publish changes" : "Publish Now"}
          </button>
        </div>
        {address && (
          <p className="mt-3 text-sm">
            Live at{" "}
            <a href={address} target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-semibold text-indigo-700 underline dark:text-indigo-300">
              {address}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          </p>
        )}
      </Panel>
      <Panel title="Deploy to a static host" description="A ZIP prepared for the host (its headers and settings included), and the steps to put it online.">
        <div className="flex flex-wrap gap-2">
          {deployHosts.map((h) => (
            <button
              key={h.id}
              type="button"
              className={buttonClass("secondary")}
              disabled={busy !== null}
              onClick={async () => {
                if (await onDownload(h.id)) setChosenHost(h.id);
              }}
            >
              <UploadCloud className="size-4" aria-hidden="true" />
              {busy === h.id ? "Preparing..." : `Deploy to ${h.name}`}
            </button>
          ))}
        </div>
        {host && (
          <div className="mt-4 rounded-lg bg-slate-50 p-4 dark:bg-slate-950" role="region" aria-label={`Deploy to ${host.name}: steps`}>
            <h4 className="font-semibold">Put it online with {host.name}</h4>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {host.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        )}
      </Panel>
    </div>
  );
}
