// The session's sets of designs on the result page, oldest first: every generation stays one click away (and the
// browser's Back goes to the one before), so generating again or rewriting a section never loses what was there.
import type { GeneratedSite } from "../../lib/generated-site";

export function DesignHistory({ site, onShow }: { site: GeneratedSite; onShow: (set: number) => void }) {
  const sets = [...(site.history ?? []), { set: site.set ?? 0, label: site.label ?? "First designs", designs: site.designs }].sort((a, b) => a.set - b.set);
  if (sets.length < 2) return null;
  return (
    <nav aria-label="Earlier designs" className="mt-4">
      <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">This session</p>
      <ol className="mt-2 flex gap-2 overflow-x-auto pb-1">
        {sets.map((s, i) => {
          const current = s.set === (site.set ?? 0);
          return (
            <li key={s.set} className="shrink-0">
              <button
                type="button"
                aria-current={current ? "true" : undefined}
                disabled={current}
                onClick={() => onShow(s.set)}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-left text-xs hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-[current]:border-indigo-600 aria-[current]:bg-indigo-50 dark:border-slate-700 dark:aria-[current]:bg-indigo-500/15"
              >
                <span className="block font-semibold">
                  {i + 1}. {s.label}
                </span>
                <span className="block text-slate-600 dark:text-slate-400">{s.designs[0]?.content.siteName}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
