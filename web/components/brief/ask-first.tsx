// The AI builder's question before designing, shown in place of the form when the reading of the description is
// unsure of the kind of site or its name: the best guesses as buttons, "Something else", or the name to confirm.
// Nothing is generated until every question is answered; the answers are sure (confidence 1) and read from no
// words (`from` empty), so the designs follow them rather than another trade's copy picked on weak evidence.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { Brief } from "../../../schema/brief";
import { useBriefKinds } from "../../hooks/use-brief-kinds";
import { capitalised, ENGLISH_NOTE, kindGuesses, withKind, withName, writtenInEnglish, type KindChoice, type Question, type Writer } from "../../lib/brief";
import { buttonClass } from "../button-link";
import { FormField, inputClass } from "../ui/form-field";
import { KindPicker } from "./kind-picker";

export const QUESTION_TEXT: Record<Question, string> = {
  kind: "What kind of website is this?",
  name: "Is this the name of your website?",
};

export interface AskFirstProps {
  brief: Brief;
  questions: Question[];
  writer?: Writer;
  /** Every question answered: the brief to design from. */
  onAnswered: (brief: Brief) => void;
  /** Back to the form, the description as it was. */
  onBack: () => void;
}

export function AskFirst({ brief: read, questions, writer, onAnswered, onBack }: AskFirstProps) {
  const [brief, setBrief] = useState(read);
  const [at, setAt] = useState(0);
  const question = questions[at] ?? "kind";
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // The question takes focus as it appears (in place of the form, then after each answer), so a screen reader
  // reads it and the keyboard starts from it.
  useEffect(() => heading.current?.focus(), [at]);

  function answer(next: Brief) {
    if (at + 1 < questions.length) {
      setBrief(next);
      setAt(at + 1);
    } else {
      onAnswered(next);
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
        {questions.length > 1 ? `Before we design: question ${at + 1} of ${questions.length}` : "Before we design"}
      </p>
      <h2 ref={heading} id={headingId} tabIndex={-1} className="mt-1 text-2xl font-bold tracking-tight focus:outline-none">
        {QUESTION_TEXT[question]}
      </h2>
      <p className="mt-2 line-clamp-3 text-sm break-words text-slate-600 dark:text-slate-400">You wrote: “{read.description}”</p>
      {writtenInEnglish(read, writer) && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{ENGLISH_NOTE}</p>}

      <div className="mt-5">
        {question === "kind" ? (
          <KindQuestion key={at} brief={brief} labelledBy={headingId} onAnswer={(choice) => answer(withKind(brief, choice))} />
        ) : (
          <NameQuestion key={at} brief={brief} onAnswer={(name) => answer(withName(brief, name))} />
        )}
      </div>

      <button type="button" onClick={onBack} className="mt-6 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:focus-visible:outline-indigo-400">
        {/* A text arrow: an icon shared with another screen would become one more file on every page's list. */}
        <span aria-hidden="true">←</span>
        Back
      </button>
    </section>
  );
}

function KindQuestion({ brief, labelledBy, onAnswer }: { brief: Brief; labelledBy: string; onAnswer: (choice: KindChoice) => void }) {
  const guesses = kindGuesses(brief);
  const [other, setOther] = useState(false);
  const pickerId = useId();
  // A guess other than the reading's own comes without its shape: the catalogue says it, fetched as the question
  // shows (only then: a description read surely never loads the list).
  const { data: kinds, mutate } = useBriefKinds(guesses.some((g) => g.id !== brief.kind.id));

  async function pickGuess(guess: { id: string; noun: string }) {
    if (guess.id === brief.kind.id) return onAnswer({ id: guess.id, noun: guess.noun, archetype: brief.kind.archetype });
    const known = (kinds ?? (await mutate().catch(() => undefined)) ?? []).find((k) => k.id === guess.id);
    onAnswer({ id: known ? guess.id : "other", noun: guess.noun, archetype: known?.archetype ?? brief.kind.archetype });
  }

  return (
    <div className="grid gap-4">
      <div role="group" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
        {guesses.map((guess) => (
          <button key={guess.id + guess.noun} type="button" className={buttonClass("secondary", "lg", "max-w-full")} onClick={() => void pickGuess(guess)}>
            <span className="truncate">{capitalised(guess.noun)}</span>
          </button>
        ))}
        <button type="button" className={buttonClass("secondary", "lg", "aria-expanded:border-indigo-600 aria-expanded:ring-2 aria-expanded:ring-indigo-600 dark:aria-expanded:border-indigo-400 dark:aria-expanded:ring-indigo-400")} aria-expanded={other} aria-controls={pickerId} onClick={() => setOther((o) => !o)}>
          Something else
        </button>
      </div>
      <div id={pickerId} hidden={!other} className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/40">
        {other && <KindPicker archetype={brief.kind.archetype} onPick={onAnswer} autoFocus />}
      </div>
    </div>
  );
}

function NameQuestion({ brief, onAnswer }: { brief: Brief; onAnswer: (name: string | null) => void }) {
  const [name, setName] = useState(brief.name?.value ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onAnswer(name);
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <FormField label="Website name" description="Change it if it is not quite right.">
        {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} maxLength={80} autoComplete="off" className={inputClass} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass("primary")} disabled={!name.trim()}>
          Use this name
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={() => onAnswer(null)}>
          It has no name yet
        </button>
      </div>
    </form>
  );
}
