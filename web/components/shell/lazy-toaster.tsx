// Radix Toast is fetched with the first toast rather than on every page load; once there it stays mounted, so
// later toasts show at once and a closing toast can finish its exit.
import { lazy, Suspense, useState } from "react";
import { useToasts } from "../../lib/toast";

const Toaster = lazy(() => import("../toaster").then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
