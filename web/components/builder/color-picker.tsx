// The colour-picker dialog (spec: a palette of 20 colours), plus a hex field for any other colour. The choice is
// applied only on 'Apply', so browsing the palette never clutters the undo history.
import * as Dialog from "@radix-ui/react-dialog";
import { Check, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { COLOUR_MESSAGE, HEX_COLOUR } from "../../../schema/site-document";
import { buttonClass } from "../button-link";

export const palette = [
  "#ef4444", "#f97316", "#f59e0b", "#eab308", "#84cc16",
  "#22c55e", "#10b981", "#14b8a6", "#06b6d4", "#0ea5e9",
  "#3b82f6", "#6366f1", "#8b5cf6", "#a855f7", "#d946ef",
  "#ec4899", "#f43f5e", "#1f2937", "#64748b", "#ffffff",
] as const;


export function ColorPicker({ label, value, onChange }: { label: string; value: string; onChange: (hex: string) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const inputId = useId();
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  const normalised = draft.trim().toLowerCase().replace(/^([0-9a-f]{6})$/, "#$1");
  const valid = HEX_COLOUR.test(normalised);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="flex items-center justify-between gap-3 py-1">
        <span className="text-sm font-semibold">{label}</span>
        <Dialog.Trigger className={buttonClass("secondary", "sm")} aria-label={`${label} colour: ${value}. Change`}>
          <span className="size-5 rounded border border-slate-300 dark:border-slate-600" style={{ background: value }} aria-hidden="true" />
          <span className="font-mono text-xs">{value}</span>
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold">Choose {label.toLowerCase()} colour</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label="Close">
              <X className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">Pick from the palette or type a hex value.</Dialog.Description>
          <div role="group" aria-label="Palette" className="mt-4 grid grid-cols-5 gap-2">
            {palette.map((hex) => (
              <button
                key={hex}
                type="button"
                aria-label={hex}
                aria-pressed={normalised === hex}
                onClick={() => setDraft(hex)}
                className="flex aspect-square items-center justify-center rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:ring-2 aria-pressed:ring-indigo-600 aria-pressed:ring-offset-2 dark:border-slate-700 dark:ring-offset-slate-900"
                style={{ background: hex }}
              >
                {normalised === hex && <Check className={`size-4 ${hex === "#ffffff" ? "text-slate-900" : "text-white"}`} aria-hidden="true" />}
              </button>
            ))}
          </div>
          <form
            className="mt-4 grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (!valid) return;
              onChange(normalised);
              setOpen(false);
            }}
          >
            <label htmlFor={inputId} className="text-sm font-semibold">
              Hex value
            </label>
            <div className="flex gap-2">
              <span className="size-10 shrink-0 rounded-lg border border-slate-300 dark:border-slate-600" style={{ background: valid ? normalised : "transparent" }} aria-hidden="true" />
              <input
                id={inputId}
                value={draft}
                maxLength={7}
                onChange={(e) => setDraft(e.target.value)}
                aria-invalid={valid ? undefined : true}
                aria-describedby={valid ? undefined : `${inputId}-message`}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-950"
              />
            </div>
            {!valid && (
              <span id={`${inputId}-message`} className="text-sm text-red-600 dark:text-red-400">
                {COLOUR_MESSAGE}
              </span>
            )}
            <button type="submit" className={buttonClass("primary", "md", "w-full")} disabled={!valid}>
              Apply
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
