// The header's destinations, shared by the desktop bar and the mobile menu so the two never list different pages.
import type { LucideIcon } from "lucide-react";
import { Globe, LayoutTemplate, PanelsTopLeft, Sparkles } from "lucide-react";

export interface NavLink {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

export const productLinks: readonly NavLink[] = [
  { to: "/ai-builder", label: "AI Website Builder", description: "Describe a site, get designs in seconds", icon: Sparkles },
  { to: "/builder", label: "Visual Builder", description: "Build step by step with a live preview", icon: PanelsTopLeft },
  { to: "/templates", label: "Templates", description: "Start from a ready-made design", icon: LayoutTemplate },
  { to: "/domains", label: "Domains", description: "Free subdomains and your own domain", icon: Globe },
];
