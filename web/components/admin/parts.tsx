// The pieces every tab of the admin dashboard shares: the search box, badges and the error line (the pager is in ui/).
import { Search } from "lucide-react";
import { useState } from "react";
import { errorText } from "../../lib/error-text";
import { buttonClass } from "../button-link";
import { FormField, inputClass } from "../ui/form-field";
import { REQUEST_FAILED } from "../../../schema/messages";

/** The spec's small coloured labels (plans, statuses). */
export function Badge({ className, children }: { className: string; children: string }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}>{children}</span>;
}

/** A search box with its label and a magnifier; the caller debounces what it sends. */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <FormField label={label}>
      {(control) => (
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <input {...control} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} className={`${inputClass} pl-9`} />
        </div>
      )}
    </FormField>
  );
}

/** A failure in words, announced as it appears. */
export function Problem({ children, className = "" }: { children: string; className?: string }) {
  return (
    <p role="alert" className={`rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/15 dark:text-red-200 ${className}`.trim()}>
      {children}
    </p>
  );
}

/** A form's send: busy while it runs (one at a time), and its failure in the server's words. */
export function useFormAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (err) {
      setProblem(errorText(err, REQUEST_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, setProblem, run };
}
