// The eyebrow, title and lead that open each home page section; the title is the section's h2 and its label.
import type { ReactNode } from "react";

export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-8 text-pretty text-slate-600 dark:text-slate-400">{children}</p> : null}
    </div>
  );
}
