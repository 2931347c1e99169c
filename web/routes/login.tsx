// /login: email and password, or Google. Google failures come back here as ?error=<code>.
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router-dom";
import { loginSchema } from "../../schema/accounts";
import { TextField } from "../components/ui/form-field";
import { GoogleButton } from "../components/auth/google-button";
import { useAfterSignIn } from "../hooks/use-after-sign-in";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useUser } from "../hooks/use-user";
import { api, send } from "../lib/api";
import { errorText } from "../lib/error-text";
import { toast } from "../lib/toast";
import { ACCOUNT_INACTIVE } from "../../schema/admin";

interface LoginForm {
  email: string;
  password: string;
}

const googleErrors: Record<string, string> = {
  "google-not-configured": "Sign-in with Google is not configured on this server.",
  "google-failed": "Google sign-in did not complete. Please try again.",
  "google-email-unverified": "Your Google account's email is not verified, so we cannot use it to sign you in.",
  "google-account-exists": "An account with this email already exists. Log in with your password.",
  "account-inactive": ACCOUNT_INACTIVE,
};

export default function Login() {
  useDocumentTitle("Log in");
  const [params] = useSearchParams();
  const { user } = useUser();
  const { afterSignIn, afterSignInDialog } = useAfterSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: valibotResolver(loginSchema, { abortEarly: false }),
    // Messages appear at submit, then follow each change. Validating on blur would move the button
    // under the pointer as the visitor clicks it, and the click would be lost.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const googleError = googleErrors[params.get("error") ?? ""];

  async function onSubmit(values: LoginForm) {
    try {
      await send(api.login.$post({ json: values }));
      toast({ title: "Welcome back!", description: "You are now logged in." });
      await afterSignIn();
    } catch (err) {
      toast({ title: "Error", description: errorText(err, "Login failed. Please try again."), variant: "destructive" });
    }
  }

  return (
    <section className="mx-auto w-full max-w-md px-4 py-16" aria-labelledby="login-heading">
      <h1 id="login-heading" className="text-3xl font-bold tracking-tight">
        Log in
      </h1>
      {user && (
        <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200">
          You are logged in as {user.email}. <Link to="/account" className="font-semibold underline">Go to your account</Link>
        </p>
      )}
      {googleError && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/15 dark:text-amber-100">
          {googleError}
        </p>
      )}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-4">
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register("password")} />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
            Forgot password?
          </Link>
        </p>
        <button type="submit" disabled={isSubmitting} className="rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-700 disabled:opacity-60">
          {isSubmitting ? "Logging in..." : "Log In"}
        </button>
        <GoogleButton />
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        New here?{" "}
        <Link to="/signup" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
          Create an account
        </Link>
      </p>
      {afterSignInDialog}
    </section>
  );
}
