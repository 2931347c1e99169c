// Renders the toast store (lib/toast.ts) with Radix Toast, which supplies the timer, swipe-to-dismiss, the F8
// hotkey to reach the viewport, and the screen-reader announcement.
import * as ToastPrimitive from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "../lib/toast";

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => {
        const destructive = t.variant === "destructive";
        const Icon = destructive ? CircleAlert : CircleCheck;
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            // Errors interrupt the screen reader ("foreground" = assertive); other news waits its turn.
            type={destructive ? "foreground" : "background"}
            data-variant={t.variant}
            className={[
              "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg",
              "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
              "motion-safe:data-[state=open]:animate-toast-in motion-safe:data-[state=closed]:animate-toast-out motion-safe:data-[swipe=end]:animate-toast-swipe-out",
              destructive
                ? "border-red-700 bg-red-700 text-white dark:border-red-500 dark:bg-red-800"
                : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50",
            ].join(" ")}
          >
            <Icon
              className={destructive ? "mt-0.5 size-5 shrink-0 text-white" : "mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"}
            />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
              {t.description ? (
                <ToastPrimitive.Description
                  className={destructive ? "text-sm text-red-50" : "text-sm text-slate-600 dark:text-slate-300"}
                >
                  {t.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Close"
              className={[
                "absolute top-3 right-3 rounded-md p-1 focus-visible:outline-2 focus-visible:outline-offset-2",
                destructive
                  ? "text-red-50 hover:bg-red-600 focus-visible:outline-white"
                  : "text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-50",
              ].join(" ")}
            >
              <X className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        label="Notifications ({hotkey})"
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
