// "Something else": the catalogue's kinds of site, filtered as the customer types (an ARIA combobox: the text box
// keeps focus, the arrow keys move through the list, Enter picks), or their own words with the shape of site they
// are most like. Used by the AI builder's question and by the result page's card.
import { Check } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { archetypeLabels, archetypes, BRIEF_LIMITS, type Archetype } from "../../../schema/brief";
import { useBriefKinds } from "../../hooks/use-brief-kinds";
import { capitalised, kindNamed, matchKinds, type CatalogueKind, type KindChoice } from "../../lib/brief";
import { buttonClass } from "../button-link";
import { inputClass } from "../ui/form-field";
import { Select } from "../ui/select";

const shapes = archetypes.map((value) => ({ value, label: archetypeLabels[value] }));

export interface KindPickerProps {
  /** The shape of site the reading gave: the default for the customer's own words. */
  archetype: Archetype;
  onPick: (choice: KindChoice) => void;
  /** Focus the text box when the picker opens (it opens on a button press). */
  autoFocus?: boolean;
}

export function KindPicker({ archetype, onPick, autoFocus = false }: KindPickerProps) {
  const id = useId();
  const { data: kinds, error } = useBriefKinds();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const [shape, setShape] = useState<Archetype>(archetype);
  const field = useRef<HTMLInputElement>(null);
  const matches = useMemo(() => matchKinds(kinds ?? [], query), [kinds, query]);
  const own = query.trim();
  const optionId = (i: number) => `${id}-kind-${i}`;

  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    // The highlighted kind stays in sight as the arrow keys move through a list taller than its box.
    if (active >= 0) document.getElementById(`${id}-kind-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [active, id]);

  const pick = (kind: CatalogueKind) => onPick({ id: kind.id, noun: kind.noun, archetype: kind.archetype });
  const useOwnWords = () => own && onPick({ id: "other", noun: own.slice(0, BRIEF_LIMITS.noun), archetype: shape });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && matches.length > 0) {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, matches.length - 1));
    } else if (event.key === "ArrowUp" && matches.length > 0) {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === "Enter") {
      // Never submits a form around the picker: Enter picks the highlighted kind, a kind named exactly, or the words.
      event.preventDefault();
      // While the list is still loading, the words may yet name one of its kinds: Enter waits for it.
      if (!kinds && !error) return;
      const chosen = matches[active] ?? kindNamed(kinds ?? [], own);
      if (chosen) pick(chosen);
      else useOwnWords();
    } else if (event.key === "Escape" && (active >= 0 || query)) {
      event.preventDefault();
      if (active >= 0) setActive(-1);
      else setQuery("");
    }
  }

  const listed = matches.length > 0;
  const note = error
    ? "The list of kinds could not be loaded. You can still use your own words."
    : !kinds
      ? "Loading the kinds of website..."
      : !own
        ? `${matches.length} kinds of website we know.`
        : listed
          ? `${matches.length} ${matches.length === 1 ? "kind matches" : "kinds match"}.`
        : "None of the kinds we know matches. Use your own words below.";

  return (
    // A container: side by side or stacked by the picker's own width (a wide question, or the card's narrow column).
    <div className="@container grid min-w-0 gap-3">
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-semibold">
          Describe it in a few words
        </label>
        <span id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          Pick one of the kinds we know, or use your own words.
        </span>
        <input
          ref={field}
          id={`${id}-search`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={`${id}-list`}
          aria-activedescendant={active >= 0 && listed ? optionId(active) : undefined}
          aria-describedby={`${id}-hint ${id}-note`}
          autoComplete="off"
          maxLength={BRIEF_LIMITS.noun}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          placeholder="piano tuner, bakery, wedding"
          className={inputClass}
        />
      </div>
      {listed && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Kinds of website we know"
          className="max-h-52 overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white p-1 dark:border-slate-700 dark:bg-slate-950"
        >
          {matches.map((kind, i) => (
            <li
              key={kind.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // The text box keeps focus (the combobox pattern): a press on an option must not take it away.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(kind)}
              className="flex cursor-pointer items-center justify-between gap-2 rounded-md px-2.5 py-1.5 text-sm text-slate-800 hover:bg-slate-100 aria-selected:bg-indigo-50 aria-selected:text-indigo-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-selected:bg-indigo-500/20 dark:aria-selected:text-indigo-100"
            >
              {capitalised(kind.noun)}
              {i === active && <Check className="size-4 shrink-0" aria-hidden="true" />}
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-note`} role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {note}
      </p>
      <div className="grid grid-cols-1 gap-3 @md:grid-cols-[minmax(0,1fr)_minmax(0,auto)] @md:items-end">
        <Select label="It is most like" options={shapes} value={shape} onChange={setShape} />
        <button type="button" className={buttonClass("secondary", "md", "max-w-full")} disabled={!own} onClick={useOwnWords}>
          <span className="truncate">{own ? `Use “${own}”` : "Use your words"}</span>
        </button>
      </div>
    </div>
  );
}
