// Step 1: the six builder templates (spec: name, description, thumbnail, 'Popular' when popularity is high).
import { builderTemplates } from "../../../schema/builder-templates";
import type { WebsiteDocument } from "../../../schema/site-document";
import { ToggleGroup, ToggleGroupItem } from "../ui/toggle-group";

export function TemplateStep({ document, onSelect }: { document: WebsiteDocument; onSelect: (templateId: number) => void }) {
  return (
    <section aria-labelledby="choose-template">
      <h2 id="choose-template" className="text-xl font-semibold">
        Choose a Template
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Select a starting point for your website. You can customize it in the next steps.</p>
      {/* One choice out of six: a radio group, so arrow keys move between the cards and Tab leaves the group. */}
      <ToggleGroup labelledBy="choose-template" value={String(document.templateId ?? "")} onChange={(id) => onSelect(Number(id))} className="mt-5 grid gap-4 sm:grid-cols-2">
        {builderTemplates.map((template) => (
          <ToggleGroupItem
            key={template.id}
            value={String(template.id)}
            className="w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-checked:border-indigo-600 aria-checked:ring-2 aria-checked:ring-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:focus-visible:outline-indigo-400"
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
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </section>
  );
}
