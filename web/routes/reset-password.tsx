// /reset-password?token=...: the emailed link's page. The owner chooses a new password; the API signs this browser
// in and every other device out. A link used or expired says so and offers a new one.
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router-dom";
import * as v from "valibot";
import { RESET_DONE, resetPasswordSchema } from "../../schema/accounts";
import { TextField } from "../components/ui/form-field";
import { useAfterSignIn } from "../hooks/use-after-sign-in";
import { useDocumentTitle } from "../hooks/use-document-title";
import { api, send } from "../lib/api";
import { errorText } from "../lib/error-text";
import { toast } from "../lib/toast";

const formSchema = v.strictObject({ password: resetPasswordSchema.entries.password });
type ResetForm = v.InferOutput<typeof formSchema>;

export default function ResetPasswordScreen() {
  useDocumentTitle("Choose a new password");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { afterSignIn, afterSignInDialog } = useAfterSignIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ resolver: valibotResolver(formSchema), mode: "onSubmit", reValidateMode: "onChange" });
  const complete = v.is(resetPasswordSchema.entries.token, token);
  const linkProblem = !complete ? "This link is not complete. Open it again from the email, or ask for a new one below." : errors.root?.message;

  async function onSubmit(values: ResetForm) {
    try {
      await send(api.auth["reset-password"].$post({ json: { token, password: values.password } }));
      toast({ title: "Password changed", description: RESET_DONE });
      await afterSignIn();
    } catch (err) {
      setError("root", { message: errorText(err, "We could not change the password. Please try again.") });
    }
  }

  return (
    <section className="mx-auto w-full max-w-md px-4 py-16" aria-labelledby="reset-heading">
      <h1 id="reset-heading" className="text-3xl font-bold tracking-tight">
        Choose a new password
      </h1>
      {linkProblem && (
        <div role="alert" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-500/15 dark:text-amber-100">
          <p>{linkProblem}</p>
          <p className="mt-2">
            <Link to="/forgot-password" className="font-semibold underline">
              Send me a new link
            </Link>
          </p>
        </div>
      )}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-4">
        <TextField label="New password" type="password" autoComplete="new-password" error={errors.password?.message} {...register("password")} />
        <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">At least 8 characters. Every other device you are logged in on will be logged out.</p>
        <button type="submit" disabled={isSubmitting || !complete} className="rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-700 disabled:opacity-60">
          {isSubmitting ? "Saving..." : "Save the new password"}
        </button>
      </form>
      {afterSignInDialog}
    </section>
  );
}
