// The live preview on a phone: a full-screen sheet one tap away from any step (the side-by-side panel needs a wide
// screen; below the controls it would sit thousands of pixels down). Closing it returns to the same place.
import * as Dialog from "@radix-ui/react-dialog";
import { Eye, X } from "lucide-react";
import { useState } from "react";
import type { WebsiteDocument } from "../../../schema/site-document";
import { buttonClass } from "../button-link";
import { DevicePicker, SitePreview, type PreviewDevice } from "../site-preview";

export function PreviewSheet({ document }: { document: WebsiteDocument }) {
  const [open, setOpen] = useState(false);
  const [device, setDevice] = useState<PreviewDevice>("mobile");
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass("secondary", "md", "px-3 sm:px-4")}>
        <Eye className="size-4" aria-hidden="true" />
        Preview
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col bg-white dark:bg-slate-950" aria-describedby={undefined}>
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <Dialog.Title className="text-lg font-semibold">Live preview</Dialog.Title>
            <Dialog.Close className={buttonClass("ghost", "md", "px-3")} aria-label="Back to editing">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex justify-center px-4 py-3">
            <DevicePicker value={device} onChange={setDevice} />
          </div>
          <div className="min-h-0 flex-1 px-2 pb-2">
            <SitePreview document={document} device={device} height={Math.max(320, window.innerHeight - 140)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
