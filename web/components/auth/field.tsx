// A labelled input with its message underneath, wired for screen readers (aria-invalid, aria-describedby).
import { forwardRef, type InputHTMLAttributes } from "react";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
}

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, name, error, ...input }, ref) {
  const messageId = `${name}-message`;
  return (
    <label className="grid gap-1.5 text-sm font-semibold">
      {label}
      <input
        ref={ref}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-950"
        {...input}
      />
      {error && (
        <span id={messageId} className="text-sm font-normal text-red-600 dark:text-red-400">
          {error}
        </span>
      )}
    </label>
  );
});
