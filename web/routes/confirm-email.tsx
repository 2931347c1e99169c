// /confirm-email?token=...: the page of the link sent at sign-up (it confirms the address) or for a new address (it
// becomes the account's). The link is the proof, so it works signed out and on another device; a link used,
// expired or for an address taken meanwhile says so and where to ask for a new one.
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import * as v from "valibot";
import { confirmEmailSchema } from "../../schema/accounts";
import { ButtonLink } from "../components/button-link";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useUser } from "../hooks/use-user";
import { api, read } from "../lib/api";
import { errorText } from "../lib/error-text";

type State = { kind: "working" } | { kind: "done"; message: string } | { kind: "failed"; message: string };

export default function ConfirmEmailScreen() {
  useDocumentTitle("Confirm your email address");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { isAuthenticated, mutate } = useUser();
  const [state, setState] = useState<State>({ kind: "working" });
  // A link is used once: React's second effect run in development must not use it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!v.is(confirmEmailSchema.entries.token, token)) {
      setState({ kind: "failed", message: "This link is not complete. Open it again from the email." });
      return;
    }
    read(api.auth["confirm-email"].$post({ json: { token } }))
      .then(async (done) => {
        setState({ kind: "done", message: done.message });
        await mutate();
      })
      .catch((err: unknown) => setState({ kind: "failed", message: errorText(err, "We could not confirm the address. Please try again.") }));
  }, [token, mutate]);

  return (
    <section className="mx-auto w-full max-w-md px-4 py-16" aria-labelledby="confirm-heading">
      <h1 id="confirm-heading" className="text-3xl font-bold tracking-tight">
        Confirm your email address
      </h1>
      {state.kind === "working" && (
        <p role="status" className="mt-4 text-slate-600 dark:text-slate-400">
          Confirming...
        </p>
      )}
      {state.kind === "done" && (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-100">
          {state.message}
        </p>
      )}
      {state.kind === "failed" && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 dark:bg-amber-500/15 dark:text-amber-100">
          {state.message}
        </p>
      )}
      {state.kind !== "working" && (
        <ButtonLink to={isAuthenticated ? "/account" : "/login"} className="mt-6">
          {isAuthenticated ? "Go to your account" : "Log In"}
        </ButtonLink>
      )}
    </section>
  );
}
