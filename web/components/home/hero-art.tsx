// A drawing of the product at work (a prompt and the site it produced), made of CSS shapes so it costs no image
// request and follows the theme. Decorative: hidden from assistive technology.
import { Check, Smartphone, Sparkles } from "lucide-react";

function Bar({ className }: { className: string }) {
  return <span className={`block rounded-full ${className}`} />;
}

export function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none lg:max-w-none">
      {/* The browser window with the generated site */}
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-indigo-900/10 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40">
        <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
          <span className="ml-3 flex h-6 flex-1 items-center rounded-md bg-white px-3 text-[11px] text-slate-500 dark:bg-slate-900 dark:text-slate-400">
            kahawa-roasters.sitewright.site
          </span>
        </div>
        <div className="bg-[#fffaf3]">
          {/* site nav */}
          <div className="flex items-center justify-between px-5 py-3">
            <span className="flex items-center gap-2">
              <span className="size-5 rounded-md bg-[#7c3f1d]" />
              <Bar className="h-2 w-16 bg-[#7c3f1d]" />
            </span>
            <span className="flex gap-3">
              <Bar className="h-1.5 w-8 bg-[#c9a88f]" />
              <Bar className="h-1.5 w-8 bg-[#c9a88f]" />
              <Bar className="h-1.5 w-8 bg-[#c9a88f]" />
            </span>
          </div>
          {/* site hero */}
          <div className="mx-4 grid grid-cols-[1.2fr_1fr] items-center gap-4 rounded-xl bg-linear-to-br from-[#7c3f1d] to-[#b45309] p-5">
            <div className="grid gap-2">
              <Bar className="h-3 w-11/12 bg-[#fff3e0]" />
              <Bar className="h-3 w-3/4 bg-[#fff3e0]" />
              <Bar className="mt-1 h-1.5 w-full bg-[#f3c89a]/70" />
              <Bar className="h-1.5 w-5/6 bg-[#f3c89a]/70" />
              <span className="mt-2 inline-flex h-6 w-20 rounded-md bg-[#fbbf24]" />
            </div>
            <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-linear-to-br from-[#f59e0b] to-[#92400e]">
              <span className="absolute top-1/2 left-1/2 size-14 -translate-x-1/2 -translate-y-1/2 rounded-full bg-[#fff3e0]/90" />
              <span className="absolute top-1/2 left-1/2 h-9 w-6 -translate-x-1/2 -translate-y-1/2 rounded-[50%] bg-[#5b2a12]" />
              <span className="absolute top-1/2 left-1/2 h-8 w-0.5 -translate-x-1/2 -translate-y-1/2 rotate-12 bg-[#b45309]" />
            </div>
          </div>
          {/* site features */}
          <div className="grid grid-cols-3 gap-3 px-4 py-5">
            {["bg-[#fde68a]", "bg-[#fed7aa]", "bg-[#fecaca]"].map((tint) => (
              <div key={tint} className="rounded-lg border border-[#f1e4d3] bg-white p-3">
                <span className={`block size-5 rounded-md ${tint}`} />
                <Bar className="mt-2 h-1.5 w-3/4 bg-[#7c3f1d]/70" />
                <Bar className="mt-1.5 h-1 w-full bg-[#d6c3b3]" />
                <Bar className="mt-1 h-1 w-2/3 bg-[#d6c3b3]" />
              </div>
            ))}
          </div>
        </div>
      </div>

      {/* The prompt that produced it */}
      <div className="absolute -bottom-10 -left-2 w-[72%] max-w-sm rounded-xl border border-slate-200 bg-white p-4 shadow-xl sm:-left-8 dark:border-slate-700 dark:bg-slate-800">
        <p className="flex items-center gap-2 text-xs font-semibold text-slate-900 dark:text-white">
          <Sparkles className="size-3.5 text-indigo-600 dark:text-indigo-400" />
          Describe your website
        </p>
        <p className="mt-2 text-xs leading-5 text-slate-600 dark:text-slate-300">
          A warm, modern site for a coffee roastery in Nairobi, with our story, a menu and an online shop.
        </p>
        <div className="mt-3 flex items-center justify-between">
          <span className="flex gap-1.5">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[10px] text-slate-600 dark:bg-slate-700 dark:text-slate-300">Business</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[10px] text-slate-600 dark:bg-slate-700 dark:text-slate-300">Warm</span>
          </span>
          <span className="inline-flex items-center gap-1 rounded-md bg-indigo-600 px-2.5 py-1 text-[11px] font-semibold text-white">
            <Sparkles className="size-3" />
            Generate
          </span>
        </div>
      </div>

      {/* Status chips */}
      <div className="absolute -top-4 right-4 flex items-center gap-1.5 rounded-full border border-emerald-200 bg-white px-3 py-1.5 text-xs font-semibold text-emerald-700 shadow-lg sm:-right-4 dark:border-emerald-500/30 dark:bg-slate-800 dark:text-emerald-300">
        <Check className="size-3.5" />
        Published
      </div>
      <div className="absolute top-1/3 -right-3 hidden items-center sm:-right-6 gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-xs font-semibold text-slate-700 shadow-lg sm:flex dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <Smartphone className="size-3.5 text-indigo-600 dark:text-indigo-400" />
        Mobile-ready
      </div>
    </div>
  );
}
