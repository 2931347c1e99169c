// The desktop header's "Products" dropdown.
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router-dom";
import type { Handoff } from "./lazy-header-parts";
import { menuContentClass, menuItemClass, navTriggerClass } from "./menu-styles";
import { productLinks } from "./nav-links";

export function ProductsMenu({ defaultOpen, autoFocus }: Handoff) {
  return (
    // Non-modal: a navigation menu should not lock page scroll or block the rest of the header.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={`group ${navTriggerClass}`} autoFocus={autoFocus}>
        Products
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={`${menuContentClass} w-80`}>
          {productLinks.map(({ to, label, description, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={`${menuItemClass} items-start`}>
              <Link to={to}>
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
                  <Icon className="size-4" />
                </span>
                <span className="grid">
                  <span className="font-medium">{label}</span>
                  <span className="text-xs text-slate-600 dark:text-slate-400">{description}</span>
                </span>
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
