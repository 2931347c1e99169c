// The download rule shared by the result page and the builder (spec section 6): signed-out visitors need an
// account first; the free tier is sent to /pricing with the spec's toast; everyone else may download.
import type { NavigateFunction } from "react-router-dom";
import { DOWNLOAD_UPGRADE } from "../../schema/messages";
import { plans } from "./plans";
import type { User } from "../hooks/use-user";
import { toast } from "./toast";

export type DownloadCheck = "ok" | "needs-account" | "upgrade";

/** Whether the user's plan has no downloads: their Download button reads 'Upgrade to Download'. */
export function mustUpgradeToDownload(user: User | null): boolean {
  return user !== null && !plans[user.subscriptionTier].canDownload;
}

export function checkDownload(user: User | null, navigate: NavigateFunction): DownloadCheck {
  if (!user) return "needs-account";
  if (!mustUpgradeToDownload(user)) return "ok";
  toast({ title: "Upgrade required", description: DOWNLOAD_UPGRADE, variant: "destructive" });
  navigate("/pricing");
  return "upgrade";
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement("a");
  link.href = url;
  link.download = name;
  window.document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
