// One labelled form control: the label, an optional description and the error message are tied to the control
// by id (htmlFor, aria-describedby) and the error sets aria-invalid, so a screen reader reads all of it on focus.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";

/** What FormField hands its control: spread these onto the input, textarea, select or switch. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** A hint under the label, read after the label. */
  description?: ReactNode;
  /** The message shown while the value is refused; empty means valid. */
  error?: string;
  /** stack: label above the control; check: a checkbox before its label; switch: label left, switch right. */
  layout?: "stack" | "check" | "switch";
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base font-normal sm:text-sm aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-950 dark:aria-invalid:border-red-400";

export function FormField({ label, description, error, layout = "stack", className = "", children }: FormFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : "", error ? errorId : ""].filter(Boolean).join(" ");
  const control = children({ id, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined });
  const labelEl = (
    <label htmlFor={id} className={layout === "check" ? "text-sm" : "text-sm font-semibold"}>
      {label}
    </label>
  );
  const descriptionEl = description && (
    <span id={descriptionId} className="block text-sm text-slate-500 dark:text-slate-400">
      {description}
    </span>
  );
  const errorEl = error && (
    <span id={errorId} className="block text-sm text-red-600 dark:text-red-400">
      {error}
    </span>
  );

  if (layout === "switch") {
    return (
      <div className={`flex items-start justify-between gap-4 py-2 ${className}`.trim()}>
        <span>
          {labelEl}
          {descriptionEl}
          {errorEl}
        </span>
        {control}
      </div>
    );
  }
  if (layout === "check") {
    return (
      <div className={`grid gap-1 ${className}`.trim()}>
        <div className="flex items-start gap-2">
          {control}
          {labelEl}
        </div>
        {descriptionEl}
        {errorEl}
      </div>
    );
  }
  return (
    <div className={`grid gap-1.5 ${className}`.trim()}>
      {labelEl}
      {descriptionEl}
      {control}
      {errorEl}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  description?: string;
  error?: string;
}

/** A FormField around a text input; forwards its ref, so react-hook-form's register() spreads straight onto it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, description, error, className = "", ...input }, ref) {
  return (
    <FormField label={label} description={description} error={error}>
      {(control) => <input ref={ref} className={`${inputClass} ${className}`.trim()} {...input} {...control} />}
    </FormField>
  );
});
