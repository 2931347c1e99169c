// The six reasons to use Sitewright (spec: "Six feature cards").
import type { LucideIcon } from "lucide-react";
import { CodeXml, CreditCard, MonitorSmartphone, Palette, PenLine, Sparkles } from "lucide-react";
import { SectionHeading } from "./section-heading";

interface Feature {
  title: string;
  text: string;
  icon: LucideIcon;
  tint: string;
}

const features: readonly Feature[] = [
  {
    title: "AI-powered generation",
    text: "Describe your site in a sentence or two and get complete, ready-to-edit designs in seconds.",
    icon: Sparkles,
    tint: "bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300",
  },
  {
    title: "Intelligent design system",
    text: "Colours, fonts and spacing chosen to work together, so every page looks considered and consistent.",
    icon: Palette,
    tint: "bg-violet-50 text-violet-600 dark:bg-violet-500/15 dark:text-violet-300",
  },
  {
    title: "Adaptive responsive design",
    text: "Every site fits phones, tablets and desktops out of the box. Preview each size before you publish.",
    icon: MonitorSmartphone,
    tint: "bg-sky-50 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300",
  },
  {
    title: "Clean, optimised code",
    text: "Plain, semantic HTML, CSS and JavaScript that loads fast, reads well in search engines and is yours to keep.",
    icon: CodeXml,
    tint: "bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300",
  },
  {
    title: "Flexible payment options",
    text: "Upgrade by card or pay from your phone with M-Pesa, monthly or yearly, whichever suits you.",
    icon: CreditCard,
    tint: "bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300",
  },
  {
    title: "AI content generation",
    text: "Headlines, descriptions and images written and made for your business, ready for you to refine.",
    icon: PenLine,
    tint: "bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300",
  },
];

export function Features() {
  return (
    <section aria-labelledby="features-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" eyebrow="Features" title="Everything you need to launch a great website">
          From the first idea to a live site on your own domain, without writing a line of code.
        </SectionHeading>
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ title, text, icon: Icon, tint }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <span className={`flex size-11 items-center justify-center rounded-xl ${tint}`}>
                <Icon className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
