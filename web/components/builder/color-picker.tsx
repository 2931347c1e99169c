// The colour-picker dialog (spec: a palette of 20 colours), plus a hex field for any other colour. The choice is
// applied only on 'Apply', so browsing the palette never clutters the undo history.
import { Check } from "lucide-react";
import { useEffect, useState } from "react";
import { COLOUR_MESSAGE, HEX_COLOUR } from "../../../schema/site-document";
import { buttonClass } from "../button-link";
import { FormField, inputClass } from "../ui/form-field";
import { Modal, ModalTrigger } from "../ui/modal";
import { ToggleGroup, ToggleGroupItem } from "../ui/toggle-group";

export const palette = [
  "#ef4444", "#f97316", "#f59e0b", "#eab308", "#84cc16",
  "#22c55e", "#10b981", "#14b8a6", "#06b6d4", "#0ea5e9",
  "#3b82f6", "#6366f1", "#8b5cf6", "#a855f7", "#d946ef",
  "#ec4899", "#f43f5e", "#1f2937", "#64748b", "#ffffff",
] as const;

export function ColorPicker({ label, value, onChange }: { label: string; value: string; onChange: (hex: string) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  const normalised = draft.trim().toLowerCase().replace(/^([0-9a-f]{6})$/, "#$1");
  const valid = HEX_COLOUR.test(normalised);

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      size="sm"
      trigger={
        <div className="flex items-center justify-between gap-3 py-1">
          <span className="text-sm font-semibold">{label}</span>
          <ModalTrigger className={buttonClass("secondary", "sm")} aria-label={`${label} colour: ${value}. Change`}>
            <span className="size-5 rounded border border-slate-300 dark:border-slate-600" style={{ background: value }} aria-hidden="true" />
            <span className="font-mono text-xs">{value}</span>
          </ModalTrigger>
        </div>
      }
      title={`Choose ${label.toLowerCase()} colour`}
      description="Pick from the palette or type a hex value."
    >
      <ToggleGroup label="Palette" value={normalised} onChange={setDraft} className="mt-4 grid grid-cols-5 gap-2">
        {palette.map((hex) => (
          <ToggleGroupItem
            key={hex}
            value={hex}
            aria-label={hex}
            className="flex aspect-square items-center justify-center rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-checked:ring-2 aria-checked:ring-indigo-600 aria-checked:ring-offset-2 dark:border-slate-700 dark:ring-offset-slate-900 dark:focus-visible:outline-indigo-400"
            style={{ background: hex }}
          >
            {normalised === hex && <Check className={`size-4 ${hex === "#ffffff" ? "text-slate-900" : "text-white"}`} aria-hidden="true" />}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      <form
        className="mt-4 grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          onChange(normalised);
          setOpen(false);
        }}
      >
        <FormField label="Hex value" error={valid ? undefined : COLOUR_MESSAGE}>
          {(control) => (
            <div className="flex gap-2">
              <span className="size-10 shrink-0 rounded-lg border border-slate-300 dark:border-slate-600" style={{ background: valid ? normalised : "transparent" }} aria-hidden="true" />
              <input {...control} value={draft} maxLength={7} onChange={(e) => setDraft(e.target.value)} className={`${inputClass} font-mono`} />
            </div>
          )}
        </FormField>
        <button type="submit" className={buttonClass("primary", "md", "w-full")} disabled={!valid}>
          Apply
        </button>
      </form>
    </Modal>
  );
}
