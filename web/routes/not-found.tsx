// Any path the router does not know. The two texts are the spec's, word for word.
import { CircleAlert } from "lucide-react";
import { ButtonLink } from "../components/button-link";
import { useDocumentTitle } from "../hooks/use-document-title";

export default function NotFound() {
  useDocumentTitle("Page not found");
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-600 dark:bg-red-500/15 dark:text-red-300">
        <CircleAlert className="size-6" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">Did you forget to add the page to the router?</p>
      <ButtonLink to="/" className="mt-8">
        Go to the home page
      </ButtonLink>
    </section>
  );
}
