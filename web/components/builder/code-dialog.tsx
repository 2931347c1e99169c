// The source-code dialog (spec): tabs HTML, CSS and JavaScript showing the exact files the site publishes and
// exports (the one renderer), a 'Copy Code' view capped at 400 px, 'Copied' for 2 s and the spec's toasts.
import * as Dialog from "@radix-ui/react-dialog";
import * as Tabs from "@radix-ui/react-tabs";
import { Check, Code2, Copy, X } from "lucide-react";
import { useMemo, useState } from "react";
import type { WebsiteDocument } from "../../../schema/site-document";
import { render, type RenderedSite } from "../../../site/render";
import { useCopy } from "../../hooks/use-copy";
import { buttonClass } from "../button-link";

// The stylesheet's and script's names hold their content's hash, so each tab names the file by what it is.
const tabs = [
  { id: "html", label: "HTML", file: (_: RenderedSite) => "index.html" },
  { id: "css", label: "CSS", file: (site: RenderedSite) => site.styles },
  { id: "js", label: "JavaScript", file: (site: RenderedSite) => site.script },
] as const;

export function CodeDialog({ document }: { document: WebsiteDocument }) {
  const [open, setOpen] = useState(false);
  const { copied, copy } = useCopy();
  // Rendered only while open: the files are exactly what publishing writes (relative font paths included).
  const site = useMemo(() => (open ? render(document, { year: new Date().getFullYear() }) : null), [open, document]);

  function copyTab(tab: (typeof tabs)[number]) {
    void copy(tab.id, site ? (site.files[tab.file(site)] ?? "") : "", { title: "Copied to clipboard", description: `${tab.label} code copied` });
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass("secondary")}>
        <Code2 className="size-4" aria-hidden="true" />
        View Code
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">Source code</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label="Close">
              <X className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            The exact files your site publishes and downloads: plain HTML, CSS and JavaScript, no framework.
          </Dialog.Description>
          {site && (
            <Tabs.Root defaultValue="html" className="mt-4">
              <Tabs.List aria-label="Files" className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
                {tabs.map((tab) => (
                  <Tabs.Trigger
                    key={tab.id}
                    value={tab.id}
                    className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-300 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white"
                  >
                    {tab.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {tabs.map((tab) => (
                <Tabs.Content key={tab.id} value={tab.id} className="mt-3">
                  <div className="mb-2 flex items-center justify-between gap-3">
                    <span className="font-mono text-sm text-slate-600 dark:text-slate-400">{tab.file(site)}</span>
                    <button type="button" className={buttonClass("secondary", "sm")} onClick={() => copyTab(tab)}>
                      {copied === tab.id ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
                      {copied === tab.id ? "Copied" : "Copy Code"}
                    </button>
                  </div>
                  <pre
                    tabIndex={0}
                    aria-label={`${tab.label} code`}
                    className="max-h-[400px] overflow-auto rounded-lg bg-slate-950 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all text-slate-100"
                  >
                    <code>{site.files[tab.file(site)]}</code>
                  </pre>
                </Tabs.Content>
              ))}
            </Tabs.Root>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
