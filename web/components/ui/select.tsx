// A labelled native select (one form field: label, control and error tied together), for any list of options.
import { FormField, inputClass } from "./form-field";

export function Select<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void }) {
  return (
    <FormField label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value as T)} className={inputClass}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
