// Previous and Next under a paged list, with where the reader is in it: the admin dashboard's lists and an owner's
// form messages.
import { buttonClass } from "../button-link";

/** "Showing 21–40 of 57" with Previous and Next, under each paged list. */
export function Pager({ label, page, pageSize, total, onPage }: { label: string; page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600 dark:text-slate-400" aria-live="polite">
        Showing {(page - 1) * pageSize + 1}–{Math.min(total, page * pageSize)} of {total.toLocaleString("en-US")}
      </p>
      <div className="flex gap-2">
        <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={buttonClass("secondary", "sm")}>
          Previous
        </button>
        <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className={buttonClass("secondary", "sm")}>
          Next
        </button>
      </div>
    </nav>
  );
}
