// Tabs (Radix Tabs): a segmented list of tabs over their panels. Arrow keys move between tabs (and choose them),
// Home and End jump to the ends, Tab moves into the panel.
import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={`inline-flex flex-wrap rounded-lg bg-slate-100 p-1 dark:bg-slate-800 ${className}`.trim()} {...props} />;
}

export function TabsTrigger({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`rounded-md px-3.5 py-1.5 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-300 dark:hover:text-white dark:focus-visible:outline-indigo-400 dark:data-[state=active]:bg-slate-700 dark:data-[state=active]:text-white ${className}`.trim()}
      {...props}
    />
  );
}

export function TabsContent({ className = "", ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={`rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400 ${className}`.trim()} {...props} />;
}
