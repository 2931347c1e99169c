// The live preview: the real rendered site (site/render, the same bytes as publish and export) in a sandboxed
// iframe. Scripts may run, but never with the app's origin (no allow-same-origin), so a page can neither read
// the app's cookies nor call its API. Two iframes take turns: the next version loads hidden and is shown only
// once painted, so typing never flashes a blank frame.
import { Monitor, Smartphone, Tablet } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import type { WebsiteDocument } from "../../schema/site-document";
import { inlineForPreview, render } from "../../site/render";
import { ToggleGroup, ToggleGroupItem } from "./ui/toggle-group";

export type PreviewDevice = "mobile" | "tablet" | "desktop";

/**
 * The spec's preview widths: mobile 256 px and tablet 350 px as they are; desktop is laid out at a real desktop
 * width and scaled down to fit the panel, so a layout that only a wide screen shows (the sidebar) looks in the
 * preview as it will when published.
 */
export const deviceWidths: Record<PreviewDevice, number> = { mobile: 256, tablet: 350, desktop: 1280 };

const devices: { id: PreviewDevice; label: string; Icon: typeof Monitor }[] = [
  { id: "mobile", label: "Mobile", Icon: Smartphone },
  { id: "tablet", label: "Tablet", Icon: Tablet },
  { id: "desktop", label: "Desktop", Icon: Monitor },
];

export function previewHtml(document: WebsiteDocument, origin: string): string {
  // Uploads come from the app's API: /assets/ on the app's origin is the SPA's own build output.
  return inlineForPreview(
    render(document, { year: new Date().getFullYear(), fontBase: `${origin}/fonts/`, assetBase: `${origin}/api/uploads/`, forms: "inbox" }),
  );
}

export function DevicePicker({ value, onChange }: { value: PreviewDevice; onChange: (device: PreviewDevice) => void }) {
  return (
    <ToggleGroup label="Preview size" value={value} onChange={onChange} className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900">
      {devices.map(({ id, label, Icon }) => (
        <ToggleGroupItem
          key={id}
          value={id}
          className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-checked:bg-indigo-600 aria-checked:text-white dark:text-slate-300 dark:hover:text-white dark:focus-visible:outline-indigo-400"
        >
          <Icon className="size-4" aria-hidden="true" />
          {/* On a phone the icons alone fit beside the address; the names stay for screen readers. */}
          <span className="sr-only sm:not-sr-only">{label}</span>
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  );
}

export interface SitePreviewProps {
  document: WebsiteDocument;
  device?: PreviewDevice;
  /** 500 px in the builder, 600 px on the result page (spec). */
  height?: number;
  title?: string;
}

export function SitePreview({ document, device = "desktop", height = 500, title = "Website preview" }: SitePreviewProps) {
  const html = useMemo(() => previewHtml(document, window.location.origin), [document]);
  // Which frame is on show, and what each frame holds.
  const [front, setFront] = useState(0);
  const [docs, setDocs] = useState<[string, string]>([html, ""]);
  // Each new page goes into a new frame element: a frame's first page adds nothing to the browser's history, where
  // changing a frame's page would (Back would then step through previews instead of leaving the screen).
  const [made, setMade] = useState<[number, number]>([0, 0]);
  // The frame loading behind the one on show, if any (aria-busy says so while it loads).
  const [pending, setPending] = useState<number | null>(null);

  useEffect(() => {
    const back = 1 - front;
    if (docs[front] === html) return;
    // Behind the one on show already: on show once loaded (at once, when it is: going back to the page before).
    if (docs[back] === html) {
      if (pending !== back) setFront(back);
      return;
    }
    setPending(back);
    setMade((current) => (back === 0 ? [current[0] + 1, current[1]] : [current[0], current[1] + 1]));
    setDocs((current) => {
      const next: [string, string] = [current[0], current[1]];
      next[back] = html;
      return next;
    });
  }, [html, docs, front, pending]);

  // The panel's inner size, for scaling the desktop layout down to it.
  const panel = useRef<HTMLDivElement>(null);
  const [panelSize, setPanelSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = panel.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => entry && setPanelSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const width = deviceWidths[device];
  const scaled = device === "desktop";
  const scale = scaled && panelSize ? Math.min(1, panelSize.width / width) : 1;
  const frameStyle: CSSProperties = scaled
    ? { width, height: panelSize ? panelSize.height / scale : "100%", transform: `scale(${scale})`, transformOrigin: "0 0" }
    : { width: "100%", height: "100%" };
  return (
    <div ref={panel} className="flex justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800" style={{ height }}>
      <div className="relative h-full bg-white" style={{ width: scaled ? "100%" : width }} data-device={device} data-scale={scale.toFixed(3)} aria-busy={pending !== null || undefined}>
        {([0, 1] as const).map((i) => (
          <iframe
            key={`${i}-${made[i]}`}
            title={i === front ? title : `${title} (updating)`}
            sandbox="allow-scripts"
            srcDoc={docs[i]}
            aria-hidden={i !== front}
            tabIndex={i === front ? 0 : -1}
            onLoad={() => {
              if (pending === i) {
                setPending(null);
                setFront(i);
              }
            }}
            className="absolute top-0 left-0 border-0"
            style={{ ...frameStyle, visibility: i === front ? "visible" : "hidden" }}
          />
        ))}
      </div>
    </div>
  );
}
