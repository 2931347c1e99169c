// Miniature drawings of the four template styles on the home page, built from CSS shapes (no image requests).
// Decorative: the card around each one carries the name and description.
import type { ReactNode } from "react";

function Bar({ className }: { className: string }) {
  return <span className={`block rounded-full ${className}`} />;
}

function Frame({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div aria-hidden="true" className={`absolute inset-0 flex flex-col overflow-hidden ${className}`}>
      {children}
    </div>
  );
}

export function PortfolioArt() {
  return (
    <Frame className="bg-[#0f172a] p-4">
      <div className="flex items-center justify-between">
        <Bar className="h-2 w-14 bg-white" />
        <span className="flex gap-2">
          <Bar className="h-1.5 w-6 bg-slate-500" />
          <Bar className="h-1.5 w-6 bg-slate-500" />
          <Bar className="h-1.5 w-6 bg-slate-500" />
        </span>
      </div>
      <Bar className="mt-5 h-3.5 w-3/5 bg-white" />
      <Bar className="mt-2 h-3.5 w-2/5 bg-linear-to-r from-fuchsia-400 to-orange-300" />
      <div className="mt-4 grid flex-1 grid-cols-3 gap-2">
        <div className="grid gap-2">
          <span className="rounded-md bg-linear-to-br from-fuchsia-500 to-rose-400" />
          <span className="rounded-md bg-linear-to-br from-sky-400 to-indigo-500" />
        </div>
        <span className="rounded-md bg-linear-to-br from-amber-300 via-orange-400 to-rose-500" />
        <div className="grid grid-rows-[2fr_1fr] gap-2">
          <span className="rounded-md bg-linear-to-br from-emerald-300 to-teal-600" />
          <span className="rounded-md bg-linear-to-br from-violet-400 to-purple-700" />
        </div>
      </div>
    </Frame>
  );
}

export function BusinessArt() {
  return (
    <Frame className="bg-white">
      <div className="flex items-center justify-between bg-[#1e3a8a] px-4 py-2.5">
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded bg-sky-300" />
          <Bar className="h-1.5 w-12 bg-white" />
        </span>
        <span className="flex items-center gap-2">
          <Bar className="h-1 w-5 bg-blue-200" />
          <Bar className="h-1 w-5 bg-blue-200" />
          <span className="h-3 w-8 rounded-sm bg-sky-400" />
        </span>
      </div>
      <div className="grid grid-cols-[1.3fr_1fr] items-center gap-3 bg-linear-to-b from-blue-50 to-white px-4 py-4">
        <div className="grid gap-1.5">
          <Bar className="h-2.5 w-full bg-[#1e3a8a]" />
          <Bar className="h-2.5 w-3/4 bg-[#1e3a8a]" />
          <Bar className="mt-1 h-1 w-full bg-slate-300" />
          <Bar className="h-1 w-4/5 bg-slate-300" />
          <span className="mt-1.5 flex gap-1.5">
            <span className="h-4 w-12 rounded bg-blue-600" />
            <span className="h-4 w-12 rounded border border-blue-600" />
          </span>
        </div>
        <div className="relative h-full min-h-16">
          <span className="absolute inset-x-2 bottom-0 h-3/4 rounded-t-lg bg-blue-200" />
          <span className="absolute bottom-0 left-4 h-1/2 w-3 rounded-t bg-blue-500" />
          <span className="absolute bottom-0 left-9 h-2/3 w-3 rounded-t bg-blue-600" />
          <span className="absolute bottom-0 left-14 h-5/6 w-3 rounded-t bg-[#1e3a8a]" />
        </div>
      </div>
      <div className="grid flex-1 grid-cols-3 gap-2 px-4 pb-4">
        {["bg-sky-400", "bg-blue-500", "bg-indigo-500"].map((tint) => (
          <div key={tint} className="rounded-md border border-slate-200 p-2">
            <span className={`block size-3 rounded ${tint}`} />
            <Bar className="mt-1.5 h-1 w-4/5 bg-slate-400" />
            <Bar className="mt-1 h-1 w-full bg-slate-200" />
          </div>
        ))}
      </div>
    </Frame>
  );
}

export function EcommerceArt() {
  const products = [
    { tint: "from-rose-200 to-rose-400", shape: "rounded-full" },
    { tint: "from-amber-100 to-amber-300", shape: "rounded-md" },
    { tint: "from-teal-100 to-teal-300", shape: "rounded-t-full" },
    { tint: "from-violet-100 to-violet-300", shape: "rounded-lg" },
  ];
  return (
    <Frame className="bg-[#fff7f5]">
      <div className="flex items-center justify-between px-4 py-2.5">
        <Bar className="h-2 w-12 bg-rose-600" />
        <span className="flex items-center gap-2">
          <Bar className="h-1 w-5 bg-rose-300" />
          <Bar className="h-1 w-5 bg-rose-300" />
          <span className="relative size-4 rounded-full bg-rose-600">
            <span className="absolute -top-1 -right-1 size-2 rounded-full bg-amber-400" />
          </span>
        </span>
      </div>
      <div className="mx-4 flex items-center justify-between rounded-md bg-rose-600 px-3 py-2">
        <span className="grid gap-1">
          <Bar className="h-2 w-20 bg-white" />
          <Bar className="h-1 w-14 bg-rose-200" />
        </span>
        <span className="h-3.5 w-10 rounded bg-white" />
      </div>
      <div className="grid flex-1 grid-cols-4 gap-2 p-4">
        {products.map(({ tint, shape }) => (
          <div key={tint} className="flex flex-col rounded-md bg-white p-1.5 shadow-sm">
            <span className={`flex flex-1 items-center justify-center rounded bg-linear-to-br ${tint}`}>
              <span className={`size-5 bg-white/70 ${shape}`} />
            </span>
            <Bar className="mt-1.5 h-1 w-4/5 bg-slate-400" />
            <Bar className="mt-1 h-1.5 w-1/2 bg-rose-500" />
          </div>
        ))}
      </div>
    </Frame>
  );
}

export function BlogArt() {
  return (
    <Frame className="bg-[#fbf8f1] px-4 py-3">
      <div className="flex flex-col items-center border-b border-stone-300 pb-2">
        <Bar className="h-2.5 w-24 bg-stone-800" />
        <span className="mt-1.5 flex gap-2">
          <Bar className="h-1 w-6 bg-stone-400" />
          <Bar className="h-1 w-6 bg-stone-400" />
          <Bar className="h-1 w-6 bg-stone-400" />
        </span>
      </div>
      <div className="mt-3 grid flex-1 grid-cols-[1.4fr_1fr] gap-3">
        <div className="flex flex-col">
          <span className="flex-1 rounded-md bg-linear-to-br from-emerald-200 via-teal-300 to-sky-400" />
          <Bar className="mt-2 h-2 w-11/12 bg-stone-800" />
          <Bar className="mt-1.5 h-1 w-full bg-stone-300" />
          <Bar className="mt-1 h-1 w-3/4 bg-stone-300" />
        </div>
        <div className="grid content-start gap-2.5">
          {["from-amber-200 to-orange-300", "from-rose-200 to-pink-300", "from-indigo-200 to-violet-300"].map((tint) => (
            <div key={tint} className="flex gap-2">
              <span className={`size-7 shrink-0 rounded bg-linear-to-br ${tint}`} />
              <span className="grid flex-1 content-center gap-1">
                <Bar className="h-1.5 w-full bg-stone-700" />
                <Bar className="h-1 w-2/3 bg-stone-300" />
              </span>
            </div>
          ))}
        </div>
      </div>
    </Frame>
  );
}
