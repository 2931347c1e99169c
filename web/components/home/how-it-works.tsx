// Three steps from idea to live site, ending in the main call to action.
import { ArrowRight, MessageSquareText, Rocket, WandSparkles } from "lucide-react";
import { ButtonLink } from "../button-link";
import { SectionHeading } from "./section-heading";

const steps = [
  {
    title: "Describe your vision",
    text: "Tell us what the site is for, who it is for and the feel you want, in your own words, or answer a few guided questions.",
    icon: MessageSquareText,
  },
  {
    title: "Review AI designs",
    text: "Sitewright generates a complete design with layout, colours, fonts and content. See it live on any screen size.",
    icon: WandSparkles,
  },
  {
    title: "Customise and launch",
    text: "Adjust anything you like, then publish on a free subdomain or your own domain, or download the files.",
    icon: Rocket,
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y border-slate-200 bg-slate-50 py-20 sm:py-28 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-title" eyebrow="How it works" title="From idea to live website in three steps">
          No design skills and no code: just a clear idea of what you want.
        </SectionHeading>
        <div className="relative mt-16">
          {/* The line joining the numbers on wide screens */}
          <div
            aria-hidden="true"
            className="absolute top-7 right-[16.67%] left-[16.67%] hidden h-0.5 bg-linear-to-r from-indigo-200 via-violet-200 to-indigo-200 md:block dark:from-indigo-500/30 dark:via-violet-500/30 dark:to-indigo-500/30"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
          {steps.map(({ title, text, icon: Icon }, index) => (
            <li key={title} className="relative flex flex-col items-center text-center">
              <span className="relative flex size-14 items-center justify-center rounded-2xl bg-indigo-600 text-white shadow-lg shadow-indigo-600/25 dark:bg-indigo-500">
                <Icon className="size-6" />
                <span className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-white text-xs font-bold text-indigo-700 ring-2 ring-indigo-600 dark:bg-slate-950 dark:text-indigo-300 dark:ring-indigo-500">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-6 text-lg font-semibold text-slate-900 dark:text-white">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 max-w-xs leading-7 text-slate-600 dark:text-slate-400">{text}</p>
            </li>
          ))}
          </ol>
        </div>
        <div className="mt-14 flex justify-center">
          <ButtonLink to="/ai-builder" size="lg">
            Create Your Website
            <ArrowRight className="size-5" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
