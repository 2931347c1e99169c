// The source-code dialog (spec): tabs HTML, CSS and JavaScript showing the site's files from the one renderer, laid
// out for reading, a 'Copy Code' view capped at 400 px, 'Copied' for 2 s and the spec's toasts.
import { Check, Code2, Copy } from "lucide-react";
import { useMemo, useState } from "react";
import type { WebsiteDocument } from "../../../schema/site-document";
import { render, type RenderedSite } from "../../../site/render";
import { useCopy } from "../../hooks/use-copy";
import { buttonClass } from "../button-link";
import { Modal, ModalTrigger } from "../ui/modal";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";

// The stylesheet's and script's names hold their content's hash, so each tab names the file by what it is.
const tabs = [
  { id: "html", label: "HTML", file: (_: RenderedSite) => "index.html" },
  { id: "css", label: "CSS", file: (site: RenderedSite) => site.styles },
  { id: "js", label: "JavaScript", file: (site: RenderedSite) => site.script },
] as const;

/**
 * The site's files written out for reading: the same renderer, with minifying off, so every rule and tag is on a
 * line of its own. What publishing and the download write keeps the document's own minify setting.
 */
function readableFiles(document: WebsiteDocument): { name: string; text: string }[] {
  const performance = { ...document.settings.performance, minifyCode: false };
  const site = render({ ...document, settings: { ...document.settings, performance } }, { year: new Date().getFullYear() });
  return tabs.map((tab) => {
    const name = tab.file(site);
    return { name, text: site.files[name] ?? "" };
  });
}

export function CodeDialog({ document }: { document: WebsiteDocument }) {
  const [open, setOpen] = useState(false);
  const { copied, copy } = useCopy();
  // Rendered only while open.
  const files = useMemo(() => (open ? readableFiles(document) : null), [open, document]);

  function copyTab(i: number) {
    const tab = tabs[i]!;
    void copy(tab.id, files?.[i]?.text ?? "", { title: "Copied to clipboard", description: `${tab.label} code copied` });
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
      description="Your site's files, plain HTML, CSS and JavaScript with no framework, laid out for reading. The download holds the same code, minified when Minify code is on."
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
          {tabs.map((tab, i) => (
            <TabsContent key={tab.id} value={tab.id} className="mt-3">
              <div className="mb-2 flex items-center justify-between gap-3">
                <span className="font-mono text-sm text-slate-600 dark:text-slate-400">{files[i]?.name}</span>
                <button type="button" className={buttonClass("secondary", "sm")} onClick={() => copyTab(i)}>
                  {copied === tab.id ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
                  {copied === tab.id ? "Copied" : "Copy Code"}
                </button>
              </div>
              <pre
                tabIndex={0}
                aria-label={`${tab.label} code`}
                className="max-h-[400px] overflow-auto rounded-lg bg-slate-950 p-4 font-mono text-xs leading-relaxed whitespace-pre text-slate-100"
              >
                <code>{files[i]?.text}</code>
              </pre>
            </TabsContent>
          ))}
        </Tabs>
      )}
    </Modal>
  );
}
