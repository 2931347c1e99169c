// Shown while a screen's code loads. role=status announces it; the spinner fades in late so fast loads don't flicker.
import { LoaderCircle } from "lucide-react";

export function PageLoading() {
  return (
    <div role="status" className="flex flex-1 items-center justify-center py-32">
      <span className="flex items-center gap-3 text-sm text-slate-600 motion-safe:animate-delayed-appear dark:text-slate-400">
        <LoaderCircle className="size-5 motion-safe:animate-spin" />
        Loading page…
      </span>
    </div>
  );
}
