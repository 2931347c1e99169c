// The account's name, email and password, each its own small form with the API's own rules and messages. A new
// email waits for the link sent to it; a new password signs out every other device.
import { valibotResolver } from "@hookform/resolvers/valibot";
import type { ReactNode } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type * as v from "valibot";
import { changeEmailSchema, changePasswordSchema, profileSchema, type PublicUser } from "../../../schema/accounts";
import { api, read } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { TextField } from "../ui/form-field";

interface Field<T> {
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete: string;
}

/** One form: its fields, its button, and what saving says; the API's refusal shows above the button. */
function SettingsForm<T extends FieldValues>({
  title,
  hint,
  schema,
  fields,
  defaults,
  button,
  save,
}: {
  title: string;
  hint?: ReactNode;
  schema: v.GenericSchema<T, T>;
  fields: Field<T>[];
  defaults?: DefaultValues<T>;
  button: string;
  /** Saves, and answers the toast's title and words. */
  save: (values: T) => Promise<[string, string]>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<T>({ resolver: valibotResolver(schema), defaultValues: defaults, mode: "onSubmit", reValidateMode: "onChange" });

  async function onSubmit(values: T) {
    try {
      const [heading, words] = await save(values);
      toast({ title: heading, description: words });
      // Passwords are not kept in the form once used.
      reset(defaults ?? undefined, { keepDefaultValues: false });
    } catch (err) {
      setError("root", { message: errorText(err, "That was not saved. Please try again.") });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid content-start gap-3" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      {hint && <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      {fields.map((field) => (
        <TextField key={field.name} label={field.label} type={field.type ?? "text"} autoComplete={field.autoComplete} error={errors[field.name]?.message as string | undefined} {...register(field.name)} />
      ))}
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.root.message}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className="justify-self-start rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60">
        {isSubmitting ? "Saving..." : button}
      </button>
    </form>
  );
}

export function SignInDetails({ user, onSaved }: { user: PublicUser; onSaved: () => Promise<unknown> }) {
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-800" aria-labelledby="sign-in-details">
      <h2 id="sign-in-details" className="text-lg font-semibold">
        Name, email and password
      </h2>
      <div className="mt-4 grid gap-8 md:grid-cols-3">
        <SettingsForm
          title="Your name"
          schema={profileSchema}
          defaults={{ firstName: user.firstName, lastName: user.lastName }}
          fields={[
            { name: "firstName", label: "First name", autoComplete: "given-name" },
            { name: "lastName", label: "Last name", autoComplete: "family-name" },
          ]}
          button="Save name"
          save={async (values) => {
            const saved = await read(api.account.profile.$patch({ json: values }));
            await onSaved();
            return ["Name saved", saved.message];
          }}
        />
        <SettingsForm
          title="Email address"
          hint={`Now ${user.email}. We send a link to the new address; it changes when you open it.`}
          schema={changeEmailSchema}
          fields={[
            { name: "email", label: "New email address", type: "email", autoComplete: "email" },
            { name: "password", label: "Current password", type: "password", autoComplete: "current-password" },
          ]}
          button="Send confirmation link"
          save={async (values) => ["Check your new inbox", (await read(api.account.email.$post({ json: values }))).message]}
        />
        <SettingsForm
          title="Password"
          hint="Every other device you are logged in on will be logged out."
          schema={changePasswordSchema}
          fields={[
            { name: "currentPassword", label: "Current password", type: "password", autoComplete: "current-password" },
            { name: "password", label: "New password", type: "password", autoComplete: "new-password" },
          ]}
          button="Change password"
          save={async (values) => ["Password changed", (await read(api.account.password.$post({ json: values }))).message]}
        />
      </div>
    </section>
  );
}
