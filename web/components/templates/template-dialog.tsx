// The confirm dialog of a catalogue template (spec section 4): Download when the template is free or the plan
// includes premium templates (or it was bought), otherwise Purchase with the price; visitors cannot go on with a
// premium template ('Login required'), and a plan without premium templates is told which plans include them.
// 'Use this template' opens a built-in template in the builder.
import { Download, LayoutTemplate, Lock, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { formatMoney, longDate } from "../../../schema/payments";
import { checkoutPath } from "../../../schema/plans";
import { useWebsites } from "../../hooks/use-account";
import type { CatalogueTemplate } from "../../hooks/use-templates";
import { useUser } from "../../hooks/use-user";
import { api } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { readFile } from "../../lib/api-bodies";
import { saveFile } from "../../lib/downloads";
import { setReturnTo } from "../../lib/generated-site";
import { toast } from "../../lib/toast";
import { buttonClass } from "../button-link";
import { Modal } from "../ui/modal";
import { Select } from "../ui/select";
import { categoryLabel } from "./categories";
import { REQUEST_FAILED } from "../../../schema/messages";

const linkClass = "font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300";

/** Downloads a template's ZIP (filled with one of the user's sites when given) and counts it. */
export async function downloadTemplate(template: Pick<CatalogueTemplate, "id" | "name">, websiteId?: string): Promise<void> {
  const file = await readFile(api.templates[":id"].download.$post({ param: { id: template.id }, query: websiteId ? { websiteId } : {} }), `${template.name}.zip`);
  saveFile(file.blob, file.name);
}

interface TemplateDialogProps {
  template: CatalogueTemplate | null;
  onClose: () => void;
  onPurchase: (template: CatalogueTemplate) => void;
  onDownloaded: () => void;
}

export function TemplateDialog({ template, onClose, onPurchase, onDownloaded }: TemplateDialogProps) {
  const { user } = useUser();
  const { data: sites } = useWebsites(Boolean(user) && template !== null);
  const [websiteId, setWebsiteId] = useState("");
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  if (!template) return <Modal open={false} title="" description="" />;
  const mayHave = template.access === "free" || template.access === "included" || template.access === "owned";
  const price = formatMoney(template.priceCents, "usd");

  async function download() {
    if (!template) return;
    setBusy(true);
    try {
      await downloadTemplate(template, websiteId || undefined);
      toast({ title: "Download started", description: `${template.name} is on its way to your downloads.` });
      onDownloaded();
    } catch (err) {
      toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} icon={<LayoutTemplate className="size-5" />} title={template.name} description={template.description} size="md">
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Category</dt>
          <dd className="font-medium">{categoryLabel(template.category)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Price</dt>
          <dd className="font-medium">{template.isPremium ? `Premium, ${price}` : "Free"}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Downloads</dt>
          <dd className="font-medium tabular-nums">{template.downloads.toLocaleString("en-US")}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Added</dt>
          <dd className="font-medium">{longDate(template.dateAdded)}</dd>
        </div>
      </dl>

      {mayHave && user && sites && sites.length > 0 && (
        <div className="mt-5">
          <Select
            label="Fill in from one of your websites"
            value={websiteId}
            options={[{ value: "", label: "No, keep the template's sample text" }, ...sites.map((s) => ({ value: s.id, label: s.name }))]}
            onChange={setWebsiteId}
          />
        </div>
      )}

      {template.access === "owned" && <p className="mt-4 text-sm text-emerald-700 dark:text-emerald-300">You own this template.</p>}
      {template.access === "included" && <p className="mt-4 text-sm text-emerald-700 dark:text-emerald-300">Included in your plan.</p>}
      {template.access === "login" && (
        <p role="note" className="mt-4 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/15 dark:text-amber-100">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Login required.{" "}
            <Link to="/login" onClick={() => setReturnTo(`/templates?template=${template.id}`)} className={linkClass}>
              Log in
            </Link>{" "}
            or{" "}
            <Link to="/signup" onClick={() => setReturnTo(`/templates?template=${template.id}`)} className={linkClass}>
              create a free account
            </Link>{" "}
            to buy premium templates.
          </span>
        </p>
      )}
      {template.access === "purchase" && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          Premium and Enterprise plans include every premium template.{" "}
          <Link to={checkoutPath("premium")} className={linkClass}>
            See Premium
          </Link>
        </p>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        {mayHave ? (
          <button type="button" disabled={busy} onClick={() => void download()} className={buttonClass("primary", "md", "flex-1")}>
            <Download className="size-4" aria-hidden="true" />
            {busy ? "Preparing..." : "Download"}
          </button>
        ) : (
          <button type="button" disabled={template.access === "login"} onClick={() => onPurchase(template)} className={buttonClass("primary", "md", "flex-1")}>
            <ShoppingCart className="size-4" aria-hidden="true" />
            Purchase {price}
          </button>
        )}
        {template.inBuilder && (
          <button
            type="button"
            disabled={!mayHave}
            onClick={() => navigate(`/builder?template=${template.id}`)}
            className={buttonClass("secondary", "md", "flex-1")}
          >
            Use this template
          </button>
        )}
      </div>
    </Modal>
  );
}
