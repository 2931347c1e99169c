// The builder's form controls: one look for every text field, text area, switch and select in the wizard, each
// labelled for screen readers and capped at the document's limits so nothing typed is refused on save.
import type { ReactNode } from "react";
import { FormField, inputClass } from "../ui/form-field";
import { Switch } from "../ui/switch";

interface TextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  /** A hint under the label. */
  description?: string;
  error?: string;
  multiline?: boolean;
  type?: "text" | "url";
}

export function TextInput({ label, value, onChange, maxLength, placeholder, description, error, multiline, type = "text" }: TextProps) {
  return (
    <FormField label={label} description={description} error={error}>
      {(control) => {
        const shared = { ...control, value, maxLength, placeholder, className: inputClass };
        return multiline ? (
          <textarea {...shared} rows={4} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...shared} type={type} onChange={(e) => onChange(e.target.value)} />
        );
      }}
    </FormField>
  );
}

export function Toggle({ label, hint, checked, onChange }: { label: string; hint?: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <FormField label={label} description={hint} layout="switch">
      {(control) => <Switch {...control} checked={checked} onCheckedChange={onChange} />}
    </FormField>
  );
}

/** A titled group of controls, one per wizard concern. */
export function Panel({ title, description, children, actions }: { title: string; description?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">{title}</h3>
          {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}
