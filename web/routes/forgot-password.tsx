// /forgot-password: asks for the account's email and sends it a link to choose a new password. The answer is the
// same whether or not the address has an account (the API says so in one sentence).
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { forgotPasswordSchema, type ForgotPassword } from "../../schema/accounts";
import { TextField } from "../components/ui/form-field";
import { useDocumentTitle } from "../hooks/use-document-title";
import { api, read } from "../lib/api";
import { errorText } from "../lib/error-text";
import { toast } from "../lib/toast";

export default function ForgotPasswordScreen() {
  useDocumentTitle("Forgot password");
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPassword>({ resolver: valibotResolver(forgotPasswordSchema), mode: "onSubmit", reValidateMode: "onChange" });

  async function onSubmit(values: ForgotPassword) {
    try {
      const answer = await read(api.auth["forgot-password"].$post({ json: values }));
      setSent(answer.message);
    } catch (err) {
      toast({ title: "Error", description: errorText(err, "We could not send the link. Please try again."), variant: "destructive" });
    }
  }

  return (
    <section className="mx-auto w-full max-w-md px-4 py-16" aria-labelledby="forgot-heading">
      <h1 id="forgot-heading" className="text-3xl font-bold tracking-tight">
        Forgot your password?
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">Tell us the email you log in with, and we will send it a link to choose a new password.</p>
      {sent ? (
        <p role="status" className="mt-6 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-4">
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
          <button type="submit" disabled={isSubmitting} className="rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-700 disabled:opacity-60">
            {isSubmitting ? "Sending..." : "Send the link"}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Remembered it?{" "}
        <Link to="/login" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
          Log in
        </Link>
      </p>
    </section>
  );
}
