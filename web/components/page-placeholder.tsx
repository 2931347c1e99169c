// A screen whose real content is still being built: its final heading and one line on what is coming.
import { ArrowLeft, Hammer } from "lucide-react";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../hooks/use-document-title";
import { ButtonLink } from "./button-link";

export function PagePlaceholder({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-4 py-24 text-center sm:px-6">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
        <Hammer className="size-6" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-400">{children}</p>
      <ButtonLink to="/" variant="secondary" className="mt-8">
        <ArrowLeft className="size-4" />
        Back to home
      </ButtonLink>
    </section>
  );
}
