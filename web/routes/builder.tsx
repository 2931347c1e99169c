// /builder: the manual builder. Step 1 (choose a template) with the live preview of the real rendered site;
// the remaining wizard steps build on this screen.
import { useState } from "react";
import { builderTemplates, templateDocument } from "../../schema/builder-templates";
import { defaultDocument, type WebsiteDocument } from "../../schema/site-document";
import { DevicePicker, SitePreview, type PreviewDevice } from "../components/site-preview";
import { useDocumentTitle } from "../hooks/use-document-title";

export default function ManualBuilder() {
  useDocumentTitle("Manual Builder");
  const [document, setDocument] = useState<WebsiteDocument>(defaultDocument);
  const [device, setDevice] = useState<PreviewDevice>("desktop");

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Manual Builder</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Build your site step by step and watch every change in the preview.</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section aria-labelledby="choose-template">
          <h2 id="choose-template" className="text-xl font-semibold">
            Choose a Template
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Select a starting point for your website. You can customize it in the next steps.
          </p>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {builderTemplates.map((template) => {
              const selected = document.templateId === template.id;
              return (
                <li key={template.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => setDocument(templateDocument(template.id))}
                    className="w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:border-indigo-600 aria-pressed:ring-2 aria-pressed:ring-indigo-600 dark:border-slate-700 dark:bg-slate-900"
                  >
                    <img src={template.thumbnail} alt="" width={240} height={160} className="aspect-[3/2] w-full bg-slate-100 object-cover" />
                    <span className="block p-3">
                      <span className="flex items-center gap-2 font-semibold">
                        {template.name}
                        {template.popularity === "high" && (
                          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-500/20 dark:text-amber-200">
                            Popular
                          </span>
                        )}
                      </span>
                      <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{template.description}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="preview-heading" className="lg:sticky lg:top-20 lg:self-start">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="preview-heading" className="text-xl font-semibold">
              Live preview
            </h2>
            <DevicePicker value={device} onChange={setDevice} />
          </div>
          <SitePreview document={document} device={device} height={500} />
        </section>
      </div>
    </div>
  );
}
