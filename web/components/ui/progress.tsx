// Bars that show a fraction: Progress (Radix Progress, role="progressbar") for work under way, Meter (role="meter")
// for how much of an allowance is used. They look alike; assistive tech reads them differently, and Radix has no
// meter.
import * as ProgressPrimitive from "@radix-ui/react-progress";
import type { ReactNode } from "react";

const trackClass = "relative overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800";
const fillClass = "h-full rounded-full bg-indigo-600";

export interface ProgressProps {
  label: string;
  value: number;
  max?: number;
  /** What a screen reader says instead of "n%" ("Step 2 of 5"). */
  valueText?: string;
  /** Height and spacing classes for the track. */
  className?: string;
  /** Drawn over the bar (e.g. milestone ticks); hide them from assistive tech. */
  children?: ReactNode;
}

export function Progress({ label, value, max = 100, valueText, className = "h-2", children }: ProgressProps) {
  return (
    <ProgressPrimitive.Root
      aria-label={label}
      value={value}
      max={max}
      getValueLabel={valueText === undefined ? undefined : () => valueText}
      className={`${trackClass} ${className}`}
    >
      <ProgressPrimitive.Indicator className={`${fillClass} transition-[width] duration-700`} style={{ width: `${(value / max) * 100}%` }} />
      {children}
    </ProgressPrimitive.Root>
  );
}

export interface MeterProps {
  label: string;
  value: number;
  /** null: no limit (the bar stays empty). */
  max: number | null;
  className?: string;
}

export function Meter({ label, value, max, className = "h-2" }: MeterProps) {
  const pct = max ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={max ?? value} aria-valuenow={value} className={`${trackClass} ${className}`}>
      <div className={fillClass} style={{ width: `${pct}%` }} />
    </div>
  );
}
