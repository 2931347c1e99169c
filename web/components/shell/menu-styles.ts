// Class names for the header's Radix dropdowns (products, theme, account), kept together so they look alike.
export const menuContentClass =
  "z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-900 shadow-lg motion-safe:animate-pop-in dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

export const menuItemClass =
  "flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white";

export const navTriggerClass =
  "inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-indigo-400 dark:data-[state=open]:bg-slate-800";

export const iconButtonClass =
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-indigo-400 dark:data-[state=open]:bg-slate-800";
