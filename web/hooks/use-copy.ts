// Copying to the clipboard with the spec's feedback: the button that copied says 'Copied' for 2 s, a toast says
// what was copied, and a failure says 'Failed to copy'. `copied` names the button (the key) that last copied.
import { useCallback, useState } from "react";
import { toast, type ToastOptions } from "../lib/toast";

const COPIED_MS = 2000;

export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = useCallback(async (key: string, text: string, done: ToastOptions) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
      window.setTimeout(() => setCopied((current) => (current === key ? null : current)), COPIED_MS);
      toast(done);
    } catch {
      toast({ title: "Failed to copy", description: "An error occurred while copying the code.", variant: "destructive" });
    }
  }, []);
  return { copied, copy };
}
