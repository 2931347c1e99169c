// /templates/preview?id=tpl_...: a template at full size, live, as a phone, a tablet or a desktop sees it. The page
// comes from the sites host (templates.<sites host>), never from the app, in a sandboxed frame: an uploaded
// template is someone else's HTML. Download, purchase and 'Use this template' open the same dialog as the catalogue.
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { formatMoney } from "../../schema/payments";
import { ButtonLink, buttonClass } from "../components/button-link";
import { DevicePicker, type PreviewDevice } from "../components/site-preview";
import { TemplateDialog } from "../components/templates/template-dialog";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useTemplate } from "../hooks/use-templates";

/** Real widths here (the builder's side panel uses the spec's small ones). */
const widths: Record<PreviewDevice, string> = { mobile: "390px", tablet: "768px", desktop: "100%" };

export default function TemplatePreviewPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const { data: template, error, isLoading } = useTemplate(id);
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  const [dialog, setDialog] = useState(false);
  const navigate = useNavigate();
  useDocumentTitle(template ? `${template.name} template` : "Template preview");

  if (isLoading) return <p role="status" className="py-24 text-center text-slate-600 dark:text-slate-400">Loading...</p>;
  if (!template || error) {
    return (
      <section className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Template not found</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">It may have been removed from the catalogue.</p>
        <ButtonLink to="/templates" className="mt-6">
          All templates
        </ButtonLink>
      </section>
    );
  }
  const mayHave = template.access === "free" || template.access === "included" || template.access === "owned";
  return (
    <div className="flex flex-1 flex-col bg-slate-100 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6 dark:border-slate-800 dark:bg-slate-950">
        <Link to="/templates" className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All templates
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-lg font-bold">
          {template.name}
          <span className="ml-2 text-sm font-medium text-slate-600 dark:text-slate-400">{template.isPremium ? `Premium, ${formatMoney(template.priceCents, "usd")}` : "Free"}</span>
        </h1>
        {/* On a phone the page is already phone-sized: the sizes are for wider screens. */}
        <div className="max-sm:hidden">
          <DevicePicker value={device} onChange={setDevice} />
        </div>
        {template.inBuilder && mayHave && (
          <button type="button" onClick={() => navigate(`/builder?template=${template.id}`)} className={buttonClass("secondary", "sm")}>
            Use this template
          </button>
        )}
        <button type="button" onClick={() => setDialog(true)} className={buttonClass("primary", "sm")}>
          {mayHave ? "Download" : `Purchase ${formatMoney(template.priceCents, "usd")}`}
        </button>
      </div>
      <div className="flex flex-1 justify-center overflow-auto p-2 sm:p-4">
        <iframe
          key={template.id}
          src={template.previewUrl}
          title={`Live preview of ${template.name}`}
          // Scripts may run, never as the app: no allow-same-origin, and the page's own CSP sandboxes it too.
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          style={{ width: widths[device] }}
          className="h-[max(30rem,calc(100dvh-9rem))] max-w-full rounded-lg border border-slate-300 bg-white shadow-sm dark:border-slate-700"
        />
      </div>
      <TemplateDialog
        template={dialog ? template : null}
        onClose={() => setDialog(false)}
        onPurchase={() => navigate(`/templates?template=${template.id}`)}
        onDownloaded={() => setDialog(false)}
      />
    </div>
  );
}
