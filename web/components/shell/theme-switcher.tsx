// Light, dark or follow the system; the choice lives in lib/theme.ts.
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, Monitor, Moon, Sun } from "lucide-react";
import { useTheme } from "../../hooks/use-theme";
import { type Theme, themes } from "../../lib/theme";
import type { Handoff } from "./lazy-header-parts";
import { iconButtonClass, menuContentClass, menuItemClass } from "./menu-styles";

const labels: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };
const icons = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeSwitcher({ defaultOpen, autoFocus }: Handoff) {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const CurrentIcon = resolvedTheme === "dark" ? Moon : Sun;
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={iconButtonClass} autoFocus={autoFocus} aria-label={`Change theme (current: ${labels[theme]})`}>
        <CurrentIcon className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-medium text-slate-600 dark:text-slate-400">
            Theme
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
            {themes.map((value) => {
              const Icon = icons[value];
              return (
                <DropdownMenu.RadioItem key={value} value={value} className={menuItemClass}>
                  <Icon className="size-4" />
                  <span className="flex-1">{labels[value]}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4 text-indigo-600 dark:text-indigo-400" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
