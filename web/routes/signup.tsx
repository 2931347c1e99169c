// /signup (?plan=basic|premium|enterprise): pick a plan to see what it includes, then create an account. The plan is not
// sent: everyone starts free, and a paid plan chosen here opens its checkout on billing right after sign-up.
import { valibotResolver } from "@hookform/resolvers/valibot";
import { CreditCard, Smartphone } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router-dom";
import { signupFormSchema, type SignupForm } from "../../schema/accounts";
import { checkoutPath, formatDollars, tiers, type Tier } from "../../schema/plans";
import { plans } from "../lib/plans";
import { PlanFeatures } from "../components/plan-features";
import { FormField, TextField } from "../components/ui/form-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { GoogleButton } from "../components/auth/google-button";
import { useAfterSignIn } from "../hooks/use-after-sign-in";
import { useDocumentTitle } from "../hooks/use-document-title";
import { api, send } from "../lib/api";
import { errorText } from "../lib/error-text";
import { setReturnTo } from "../lib/generated-site";
import { toast } from "../lib/toast";

export default function Signup() {
  useDocumentTitle("Create an account");
  const [params] = useSearchParams();
  const initial = tiers.find((t) => t === params.get("plan")) ?? "free";
  const [tier, setTier] = useState<Tier>(initial);
  const { afterSignIn, afterSignInDialog } = useAfterSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({
    resolver: valibotResolver(signupFormSchema, { abortEarly: false }),
    // Messages appear at submit, then follow each change. Validating on blur would move the button
    // under the pointer as the visitor clicks it, and the click would be lost.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  async function onSubmit(values: SignupForm) {
    const { terms: _terms, ...body } = values;
    try {
      await send(api.signup.$post({ json: body }));
      toast({ title: "Account created!", description: "Welcome to Sitewright." });
      // A paid plan chosen here goes on to its checkout; everyone starts on Free until it is paid.
      if (tier !== "free") setReturnTo(checkoutPath(tier));
      await afterSignIn();
    } catch (err) {
      toast({ title: "Signup failed", description: errorText(err, "Please try again later"), variant: "destructive" });
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2">
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-lg font-semibold">
          Choose your plan
        </h2>
        <Tabs value={tier} onValueChange={(t) => setTier(t as Tier)} className="mt-3">
          <TabsList aria-label="Plans">
            {tiers.map((t) => (
              <TabsTrigger key={t} value={t}>
                {plans[t].name}
              </TabsTrigger>
            ))}
          </TabsList>
          {tiers.map((t) => (
            <TabsContent key={t} value={t} className="mt-4 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <PlanSummary tier={t} />
            </TabsContent>
          ))}
        </Tabs>
      </section>

      <section aria-labelledby="signup-heading">
        <h1 id="signup-heading" className="text-3xl font-bold tracking-tight">
          Create an account
        </h1>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
            <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register("lastName")} />
          </div>
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
          <TextField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register("password")} />
          <FormField
            layout="check"
            error={errors.terms?.message}
            label={
              <>
                I agree to the{" "}
                <Link to="/terms" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
                  terms and conditions
                </Link>{" "}
                and the{" "}
                <Link to="/privacy" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
                  privacy policy
                </Link>
                .
              </>
            }
          >
            {(control) => <input type="checkbox" className="mt-1" {...control} {...register("terms")} />}
          </FormField>
          <button type="submit" disabled={isSubmitting} className="rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-700 disabled:opacity-60">
            {isSubmitting ? "Creating account..." : "Create Account"}
          </button>
          <GoogleButton />
          <p className="text-center text-sm text-slate-600 dark:text-slate-400">
            Already have an account?{" "}
            <Link to="/login" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
              Log in
            </Link>
          </p>
        </form>
        <div className="mt-8 flex items-center justify-center gap-6 border-t border-slate-200 pt-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <span className="flex items-center gap-2">
            <Smartphone className="size-4" aria-hidden="true" /> M-Pesa
          </span>
          <span className="flex items-center gap-2">
            <CreditCard className="size-4" aria-hidden="true" /> Card Payments
          </span>
        </div>
      </section>
      {afterSignInDialog}
    </div>
  );
}

function PlanSummary({ tier }: { tier: Tier }) {
  const plan = plans[tier];
  return (
    <>
      <p className="text-3xl font-bold">
        {formatDollars(plan.monthlyCents)}
        <span className="text-base font-normal text-slate-500 dark:text-slate-400">/month</span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
      <PlanFeatures plan={plan} className="mt-4" />
      {tier !== "free" && <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Create your account, then pay by card or M-Pesa on the next page.</p>}
    </>
  );
}
