// A CSV (or any file) the server makes on request, downloaded with one button: busy while it comes, then handed to
// the browser with the "Export ready" toast, or the server's reason in a "Failed" one.
import { useState } from "react";
import { type AnyResponse } from "../lib/api";
import { errorText } from "../lib/error-text";
import { readFile } from "../lib/api-bodies";
import { saveFile } from "../lib/downloads";
import { toast } from "../lib/toast";
import { REQUEST_FAILED } from "../../schema/messages";

export function useExport() {
  const [exporting, setExporting] = useState(false);
  async function exportFile(request: () => Promise<AnyResponse>, fallbackName: string) {
    setExporting(true);
    try {
      const { blob, name } = await readFile(request(), fallbackName);
      saveFile(blob, name);
      toast({ title: "Export ready", description: `${name} is downloading.` });
    } catch (err) {
      toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" });
    } finally {
      setExporting(false);
    }
  }
  return { exporting, exportFile };
}
