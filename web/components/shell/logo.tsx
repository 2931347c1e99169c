// The Sitewright mark (a page with a spark) and wordmark. Drawn inline so it needs no request and follows the theme.
import { useId } from "react";

export function LogoMark({ className = "size-8" }: { className?: string }) {
  // A unique gradient id per instance: the header's copy may sit in a display:none subtree, and a gradient
  // defined there would render as nothing for every other copy that referenced it.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#9333ea" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <rect x="7" y="9" width="18" height="15" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M7 13.5h18" stroke="#fff" strokeWidth="2" />
      <path d="M16 15.8l1.1 2.3 2.3 1.1-2.3 1.1-1.1 2.3-1.1-2.3-2.3-1.1 2.3-1.1z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">Sitewright</span>
    </span>
  );
}
