// The download rule shared by the result page and the builder (spec section 6): signed-out visitors need an
// account first; the free tier is sent to /pricing with the spec's toast; everyone else may download.
import type { NavigateFunction } from "react-router-dom";
import { plans } from "../../schema/plans";
import type { User } from "../hooks/use-user";
import { apiRequest } from "./api";
import { toast } from "./toast";

export type DownloadCheck = "ok" | "needs-account" | "upgrade";

/** Whether the user's plan has no downloads: their Download button reads 'Upgrade to Download'. */
export function mustUpgradeToDownload(user: User | null): boolean {
  return user !== null && !plans[user.subscriptionTier].canDownload;
}

export function checkDownload(user: User | null, navigate: NavigateFunction): DownloadCheck {
  if (!user) return "needs-account";
  if (!mustUpgradeToDownload(user)) return "ok";
  toast({ title: "Upgrade required", description: "Website downloads are available on Basic and Premium plans", variant: "destructive" });
  navigate("/pricing");
  return "upgrade";
}

/** POSTs a document for export and saves the answer as a file (the body carries the unsaved document). */
export async function downloadExport(path: string, body: unknown, fallbackName: string): Promise<void> {
  const res = await apiRequest("POST", path, body);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
