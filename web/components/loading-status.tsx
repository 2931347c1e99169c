// The one way a screen says it is still loading: a spinner and a short line, announced as a status.
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex flex-1 items-center justify-center gap-2 py-24 text-slate-600 dark:text-slate-400">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      {children}
    </p>
  );
}
