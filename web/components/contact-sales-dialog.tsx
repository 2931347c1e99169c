// "Contact Sales" on the pricing page: name, email and what they need, sent to the team (api/sales.ts). Loaded only
// when opened, so the pricing page carries none of this until someone asks.
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { salesEnquirySchema, type SalesEnquiry } from "../../schema/accounts";
import { useUser } from "../hooks/use-user";
import { api, read } from "../lib/api";
import { errorText } from "../lib/error-text";
import { buttonClass } from "./button-link";
import { FormField, inputClass, TextField } from "./ui/form-field";
import { Modal } from "./ui/modal";

export default function ContactSalesDialog({ onClose }: { onClose: () => void }) {
  const { user } = useUser();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SalesEnquiry>({
    resolver: valibotResolver(salesEnquirySchema),
    defaultValues: { name: user ? `${user.firstName} ${user.lastName}` : "", email: user?.email ?? "", message: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  async function onSubmit(values: SalesEnquiry) {
    setProblem(null);
    try {
      setSent((await read(api["contact-sales"].$post({ json: values }))).message);
    } catch (err) {
      setProblem(errorText(err, "We could not send your message. Please try again."));
    }
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Contact Sales" description="Tell us what you need: many sites, a team, your own hosting. We reply by email.">
      {sent ? (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 grid gap-4">
          <TextField label="Your name" autoComplete="name" error={errors.name?.message} {...register("name")} />
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
          <FormField label="What do you need?" error={errors.message?.message}>
            {(control) => <textarea rows={5} className={inputClass} {...register("message")} {...control} />}
          </FormField>
          {problem && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          )}
          <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md")}>
            {isSubmitting ? "Sending..." : "Send message"}
          </button>
        </form>
      )}
    </Modal>
  );
}
