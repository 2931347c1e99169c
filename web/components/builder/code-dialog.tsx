// The source-code dialog (spec): tabs HTML, CSS and JavaScript showing the exact files the site publishes and
// exports (the one renderer), a 'Copy Code' view capped at 400 px, 'Copied' for 2 s and the spec's toasts.
import { Check, Code2, Copy } from "lucide-react";
import { useMemo, useState } from "react";
import type { WebsiteDocument } from "../../../schema/site-document";
import { render } from "../../../site/render";
import { useCopy } from "../../hooks/use-copy";
import { buttonClass } from "../button-link";
import { Modal, ModalTrigger } from "../ui/modal";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";

const tabs = [
  { id: "html", label: "HTML", file: "index.html" },
  { id: "css", label: "CSS", file: "styles.css" },
  { id: "js", label: "JavaScript", file: "script.js" },
] as const;

export function CodeDialog({ document }: { document: WebsiteDocument }) {
  const [open, setOpen] = useState(false);
  const { copied, copy } = useCopy();
  // Rendered only while open: the files are exactly what publishing writes (relative font paths included).
  const files = useMemo(() => (open ? render(document, { year: new Date().getFullYear() }).files : null), [open, document]);

  function copyTab(tab: (typeof tabs)[number]) {
    void copy(tab.id, files?.[tab.file] ?? "", { title: "Copied to clipboard", description: `${tab.label} code copied` });
  }

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      size="lg"
      trigger={
        <ModalTrigger className={buttonClass("secondary")}>
          <Code2 className="size-4" aria-hidden="true" />
          View Code
        </ModalTrigger>
      }
      title="Source code"
      description="The exact files your site publishes and downloads: plain HTML, CSS and JavaScript, no framework."
    >
      {files && (
        <Tabs defaultValue="html" className="mt-4">
          <TabsList aria-label="Files">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.id} value={tab.id} className="mt-3">
              <div className="mb-2 flex items-center justify-between gap-3">
                <span className="font-mono text-sm text-slate-600 dark:text-slate-400">{tab.file}</span>
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
                <code>{files[tab.file]}</code>
              </pre>
            </TabsContent>
          ))}
        </Tabs>
      )}
    </Modal>
  );
}
