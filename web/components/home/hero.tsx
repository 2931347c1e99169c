// The first screen of the home page: what Sitewright does and the two ways to start.
import { ArrowRight, Check, PanelsTopLeft, Sparkles } from "lucide-react";
import { ButtonLink } from "../button-link";
import { HeroArt } from "./hero-art";

const reassurances = ["Free plan, no card needed", "Publish on a free subdomain", "Pay by card or M-Pesa"];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* Soft colour behind the headline; purely decorative. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]" />
        {/* Glows drawn as radial gradients: a blur filter over this much area is slow to paint on a cheap phone. */}
        <div className="absolute -top-44 left-[10%] -ml-16 h-[36rem] w-[36rem] bg-radial from-indigo-400/40 to-transparent to-70% dark:from-indigo-600/30" />
        <div className="absolute top-8 right-[5%] -mr-12 h-[31rem] w-[31rem] bg-radial from-violet-400/30 to-transparent to-70% dark:from-violet-700/30" />
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:px-8 lg:pt-28 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-sm font-medium text-indigo-700 shadow-sm dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-300">
            <Sparkles className="size-4" />
            Open-source AI website builder
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            Describe your website.{" "}
            <span className="bg-linear-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent dark:from-indigo-400 dark:to-violet-400">
              Get it built in seconds.
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600 lg:mx-0 dark:text-slate-300">
            Tell Sitewright about your business, portfolio or shop in plain words. It designs a responsive, fast site you
            can refine, publish on your own domain, or download as clean HTML, CSS and JavaScript.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <ButtonLink to="/ai-builder" size="lg">
              <Sparkles className="size-5" />
              Generate with AI
              <ArrowRight className="size-5" />
            </ButtonLink>
            <ButtonLink to="/builder" size="lg" variant="secondary">
              <PanelsTopLeft className="size-5" />
              Manual Builder
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-col items-center gap-x-6 gap-y-2 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:justify-center lg:justify-start dark:text-slate-400">
            {reassurances.map((text) => (
              <li key={text} className="flex items-center gap-1.5">
                <Check className="size-4 text-emerald-600 dark:text-emerald-400" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
