// The shared frame of the Terms of Service and Privacy Policy: a readable column with styled headings and lists.
import type { ReactNode } from "react";
import { useDocumentTitle } from "../hooks/use-document-title";

export function LegalPage({ title, updated, intro, children }: { title: string; updated: string; intro: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <header className="border-b border-slate-200 pb-8 dark:border-slate-800">
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Last updated {updated}</p>
        <div className="mt-6 text-lg leading-8 text-slate-700 dark:text-slate-300">{intro}</div>
      </header>
      <div className="text-base leading-7 text-slate-700 dark:text-slate-300 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline dark:[&_a]:text-indigo-300 [&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white [&_li]:mt-2 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
