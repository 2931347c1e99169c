// "N sample texts to replace": what the designer wrote as an example and the owner has not yet replaced, each a
// button that takes them to it. Nothing shows once every sample is replaced.
import { sampleSummary, sampleTexts, type SampleText } from "../../../schema/sample-texts";
import type { WebsiteDocument } from "../../../schema/site-document";

/**
 * `folded`: the list opens on request (the result page, where the preview matters more); the count and the
 * reason always show.
 */
export function SampleList({ document, onJump, folded = false }: { document: WebsiteDocument; onJump: (sample: SampleText) => void; folded?: boolean }) {
  const samples = sampleTexts(document);
  if (samples.length === 0) return null;
  const list = (
    <ul className="mt-3 flex flex-wrap gap-2">
      {samples.map((sample) => (
        <li key={`${sample.sectionId}.${sample.itemIndex ?? "section"}`}>
          <button
            type="button"
            onClick={() => onJump(sample)}
            className="rounded-md border border-amber-400 bg-white px-2.5 py-1 text-left text-sm underline-offset-2 hover:underline dark:border-amber-600 dark:bg-amber-900"
          >
            {sample.label}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="sample-list-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <h3 id="sample-list-title" className="font-semibold">
        {sampleSummary(samples.length)}
      </h3>
      <p className="mt-1 text-sm">The designer wrote these as examples. Put in your own before you publish, so nothing false goes live.</p>
      {folded ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold underline underline-offset-2">Show them</summary>
          {list}
        </details>
      ) : (
        list
      )}
    </section>
  );
}

/** A small "Sample" tag beside a marked section or item in the editor. */
export function SampleBadge() {
  return <span className="rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">Sample</span>;
}
