// The result page's card of what the AI builder understood (the brief): name, kind, place, what is offered, facts
// and the sections asked for. Every field can be corrected; 'Update designs' makes new designs from the corrected
// brief. On a phone it folds into one line until 'Edit details' is pressed.
import { Loader2, Plus, RefreshCw, X } from "lucide-react";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { BRIEF_LIMITS, requestedSectionLabels, requestedSections, type Brief, type RequestedSection } from "../../../schema/brief";
import { GENERATION_FAILED } from "../../../schema/messages";
import {
  briefSummary,
  capitalised,
  ENGLISH_NOTE,
  withKind,
  withOffer,
  withSection,
  without,
  withTyped,
  writtenInEnglish,
  type KindChoice,
  type Writer,
} from "../../lib/brief";
import { useMediaQuery } from "../../hooks/use-media-query";
import { buttonClass } from "../button-link";
import { FormField, inputClass } from "../ui/form-field";
import { KindPicker } from "./kind-picker";

export interface BriefCardProps {
  brief: Brief;
  writer?: Writer;
  /** New designs are being made from a corrected brief. */
  busy: boolean;
  /** The last update failed: the designs shown are the earlier ones. */
  failed?: boolean;
  /** Saved with the website: shown, no longer corrected here (Edit opens the builder). */
  locked?: boolean;
  /** Fold into one line until opened; by default, narrower than the width where the card sits beside the designs. */
  foldable?: boolean;
  onUpdate: (brief: Brief) => void;
}

const chipClass =
  "inline-flex max-w-full items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-0.5 pl-2.5 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200";
const removeClass =
  "inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white dark:focus-visible:outline-indigo-400";

export function BriefCard({ brief, writer, busy, failed = false, locked = false, foldable, onUpdate }: BriefCardProps) {
  const id = useId();
  const narrow = !useMediaQuery("(min-width: 1024px)");
  const folds = foldable ?? narrow;
  // The customer's corrections, started again from each new brief the page is given.
  const [given, setGiven] = useState(brief);
  const [draft, setDraft] = useState(brief);
  // Name and place as typed (a brief holds them trimmed, so they are kept apart while the customer types).
  const [typed, setTyped] = useState(() => typedOf(brief));
  const [open, setOpen] = useState(false);
  if (given !== brief) {
    setGiven(brief);
    setDraft(brief);
    setTyped(typedOf(brief));
  }
  const edited = withTyped(draft, brief, typed);
  const changed = JSON.stringify(edited) !== JSON.stringify(brief);
  const shown = !folds || open;

  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          What we understood
        </h2>
        {folds && (
          <button type="button" className={buttonClass("secondary", "sm", "shrink-0")} aria-expanded={open} aria-controls={`${id}-details`} onClick={() => setOpen((o) => !o)}>
            {open ? "Hide details" : "Edit details"}
          </button>
        )}
      </div>
      {folds && !open && <p className="mt-1 truncate text-sm text-slate-600 dark:text-slate-400">{briefSummary(brief)}</p>}
      <form
        id={`${id}-details`}
        hidden={!shown}
        className="mt-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (changed && !busy && !locked) onUpdate(edited);
        }}
      >
        <fieldset disabled={busy || locked} className="grid min-w-0 gap-4">
          {writtenInEnglish(brief, writer) && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">{ENGLISH_NOTE}</p>}
          <FormField label="Name">
            {(control) => (
              <input
                {...control}
                value={typed.name}
                placeholder="No name yet"
                maxLength={80}
                autoComplete="off"
                onChange={(e) => setTyped((t) => ({ ...t, name: e.target.value }))}
                className={inputClass}
              />
            )}
          </FormField>
          <KindField brief={draft} onPick={(choice) => setDraft((d) => withKind(d, choice))} />
          <FormField label="Place">
            {(control) => (
              <input
                {...control}
                value={typed.place}
                placeholder="Town or country"
                maxLength={80}
                autoComplete="off"
                onChange={(e) => setTyped((t) => ({ ...t, place: e.target.value }))}
                className={inputClass}
              />
            )}
          </FormField>
          <ChipGroup
            legend="What you offer"
            empty="Nothing named yet."
            items={draft.offers.map((o) => (o.price ? `${o.name} · ${o.price}` : o.name))}
            removeLabel={(item) => `Remove ${item}`}
            onRemove={(i) => setDraft((d) => ({ ...d, offers: without(d.offers, i) }))}
          >
            <AddOffer onAdd={(name) => setDraft((d) => withOffer(d, name))} full={draft.offers.length >= BRIEF_LIMITS.list} />
          </ChipGroup>
          <Facts brief={draft} onRemove={(i) => setDraft((d) => ({ ...d, facts: without(d.facts, i) }))} />
          <ChipGroup
            legend="Sections asked for"
            empty="None asked for: the designs choose."
            items={draft.sections.map((s) => `${requestedSectionLabels[s.kind]}${s.count ? ` (${s.count})` : ""}`)}
            removeLabel={(item) => `Remove ${item}`}
            onRemove={(i) => setDraft((d) => ({ ...d, sections: without(d.sections, i) }))}
          >
            <AddSection asked={draft.sections.map((s) => s.kind)} onAdd={(kind) => setDraft((d) => withSection(d, kind))} />
          </ChipGroup>
          {locked ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Saved with your website.</p>
          ) : (
            <div className="grid gap-2">
              <button type="submit" className={buttonClass("primary", "md", "w-full")} disabled={!changed || busy}>
                {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <RefreshCw className="size-4" aria-hidden="true" />}
                {busy ? "Updating designs..." : "Update designs"}
              </button>
              {failed && !busy && <p className="text-sm text-red-700 dark:text-red-400">{GENERATION_FAILED}</p>}
            </div>
          )}
        </fieldset>
      </form>
      <p role="status" className="sr-only">
        {busy ? "Updating designs..." : ""}
      </p>
    </section>
  );
}

function typedOf(brief: Brief) {
  return { name: brief.name?.value ?? "", place: brief.place?.value ?? "" };
}

function KindField({ brief, onPick }: { brief: Brief; onPick: (choice: KindChoice) => void }) {
  const id = useId();
  const [changing, setChanging] = useState(false);
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid min-w-0 gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold">
        Kind of website
      </span>
      <div className="flex min-w-0 items-center justify-between gap-2">
        <span className="truncate text-sm text-slate-800 dark:text-slate-200" data-testid="brief-kind">
          {capitalised(brief.kind.noun)}
        </span>
        <button
          type="button"
          className={buttonClass("secondary", "sm", "shrink-0")}
          aria-expanded={changing}
          aria-controls={`${id}-picker`}
          onClick={() => setChanging((c) => !c)}
        >
          {changing ? "Keep it" : "Change"}
          <span className="sr-only"> kind of website</span>
        </button>
      </div>
      <div id={`${id}-picker`} hidden={!changing} className="rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950/40">
        {changing && (
          <KindPicker
            archetype={brief.kind.archetype}
            autoFocus
            onPick={(choice) => {
              onPick(choice);
              setChanging(false);
            }}
          />
        )}
      </div>
    </div>
  );
}

function ChipGroup({ legend, empty, items, removeLabel, onRemove, children }: { legend: string; empty: string; items: string[]; removeLabel: (item: string) => string; onRemove: (index: number) => void; children?: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {items.map((item, i) => (
            <li key={`${i}-${item}`} className={chipClass}>
              <span className="truncate">{item}</span>
              <button type="button" className={removeClass} aria-label={removeLabel(item)} onClick={() => onRemove(i)}>
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {children}
    </fieldset>
  );
}

function AddOffer({ onAdd, full }: { onAdd: (name: string) => void; full: boolean }) {
  const id = useId();
  const [name, setName] = useState("");
  const add = () => {
    if (!name.trim()) return;
    onAdd(name);
    setName("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the offer here rather than sending the whole card.
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className="flex min-w-0 gap-2">
      <label htmlFor={id} className="sr-only">
        Add an offer
      </label>
      <input id={id} value={name} onChange={(e) => setName(e.target.value)} onKeyDown={onKeyDown} maxLength={80} placeholder="Add an offer" autoComplete="off" disabled={full} className={`${inputClass} min-w-0`} />
      <button type="button" className={buttonClass("secondary", "md", "shrink-0")} disabled={!name.trim() || full} onClick={add}>
        <Plus className="size-4" aria-hidden="true" />
        Add<span className="sr-only"> offer</span>
      </button>
    </div>
  );
}

function Facts({ brief, onRemove }: { brief: Brief; onRemove: (index: number) => void }) {
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1.5 text-sm font-semibold">Facts</legend>
      {brief.facts.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">None given: the designs mark made-up details as samples.</p>
      ) : (
        <ul className="grid gap-1">
          {brief.facts.map((fact, i) => (
            <li key={`${i}-${fact.text}`} className="flex min-w-0 items-center justify-between gap-2 rounded-lg bg-slate-50 py-1 pr-1 pl-2.5 text-sm dark:bg-slate-800">
              <span className="min-w-0 break-words">{fact.text}</span>
              <button type="button" className={removeClass} aria-label={`Remove fact: ${fact.text}`} onClick={() => onRemove(i)}>
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function AddSection({ asked, onAdd }: { asked: RequestedSection[]; onAdd: (kind: RequestedSection) => void }) {
  const id = useId();
  const left = requestedSections.filter((s) => !asked.includes(s));
  const [kind, setKind] = useState<RequestedSection | "">("");
  const chosen = kind && left.includes(kind) ? kind : "";
  if (left.length === 0) return null;
  return (
    <div className="flex min-w-0 gap-2">
      <label htmlFor={id} className="sr-only">
        Add a section
      </label>
      <select id={id} value={chosen} onChange={(e) => setKind(e.target.value as RequestedSection | "")} className={`${inputClass} min-w-0`}>
        <option value="">Add a section…</option>
        {left.map((s) => (
          <option key={s} value={s}>
            {requestedSectionLabels[s]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={buttonClass("secondary", "md", "shrink-0")}
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          onAdd(chosen);
          setKind("");
        }}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add<span className="sr-only"> section</span>
      </button>
    </div>
  );
}
