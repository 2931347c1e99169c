// A segmented choice of one (Radix ToggleGroup, type "single"): role radiogroup, its options role radio with
// aria-checked. Arrow keys move between options; the chosen one can't be un-chosen by clicking it again.
import * as ToggleGroupPrimitive from "@radix-ui/react-toggle-group";
import type { ReactNode } from "react";

export interface ToggleGroupProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  /** The group's accessible name: its text, or the id of a visible heading that says it. */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}

export function ToggleGroup<T extends string>({ value, onChange, label, labelledBy, children, className = "", disabled }: ToggleGroupProps<T>) {
  return (
    <ToggleGroupPrimitive.Root
      type="single"
      aria-label={label}
      aria-labelledby={labelledBy}
      value={value}
      // Radix answers "" when the chosen item is clicked again: a choice of one always has one.
      onValueChange={(next) => next && onChange(next as T)}
      disabled={disabled}
      className={className}
    >
      {children}
    </ToggleGroupPrimitive.Root>
  );
}

/** One option; style the chosen state with `aria-checked:` (or `data-[state=on]:`). */
export const ToggleGroupItem = ToggleGroupPrimitive.Item;

