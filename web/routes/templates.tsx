// /templates: the catalogue. Search, a category filter and All/Free/Premium tabs (kept in the address, so the home
// page's gallery can open a category and a search can be shared), a grid of 1, 2 or 3 columns, and per template a
// live preview and the confirm dialog (download, purchase, or open in the builder). Stripe sends a buyer back
// here with ?checkout=done&session_id=; ?template=<id> opens that template's dialog.
import { Eye, Search } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useSWRConfig } from "swr";
import { formatMoney } from "../../schema/payments";
import { CheckoutDialog, type CheckoutItem, type SettledPayment } from "../components/billing/checkout-dialog";
import { buttonClass } from "../components/button-link";
import { categoryLabel, categoryOptions } from "../components/templates/categories";
import { downloadTemplate, TemplateDialog } from "../components/templates/template-dialog";
import { FormField, inputClass } from "../components/ui/form-field";
import { Select } from "../components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { useBilling } from "../hooks/use-billing";
import { useDocumentTitle } from "../hooks/use-document-title";
import { TEMPLATES_KEY, useTemplates, type CatalogueQuery, type CatalogueTemplate } from "../hooks/use-templates";
import { useUser } from "../hooks/use-user";
import { api, read } from "../lib/api";
import { errorText } from "../lib/error-text";
import { toast } from "../lib/toast";
import { REQUEST_FAILED } from "../../schema/messages";

const tabs = [
  { value: "all", label: "All" },
  { value: "free", label: "Free" },
  { value: "premium", label: "Premium" },
] as const;

/** How long the search waits after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;

export default function TemplatesPage() {
  useDocumentTitle("Templates");
  const [params, setParams] = useSearchParams();
  const { user, isLoading: userLoading, mutate: refreshUser } = useUser();
  const { data: billing } = useBilling(Boolean(user));
  const { mutate } = useSWRConfig();
  const category = categoryOptions.some((o) => o.value === params.get("category")) ? params.get("category")! : "all";
  const tier = (tabs.find((t) => t.value === params.get("tier"))?.value ?? "all") as CatalogueQuery["tier"];
  const [typed, setTyped] = useState(params.get("search") ?? "");
  const [search, setSearch] = useState(typed.trim());
  const { data: templates, error, isLoading } = useTemplates({ search, category, tier });
  const [open, setOpen] = useState<CatalogueTemplate | null>(null);
  const [buying, setBuying] = useState<CheckoutItem | null>(null);
  const handled = useRef(false);

  const setParam = useCallback(
    (key: string, value: string, fallback: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === fallback) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // The address is written only when the words differ from it. This effect runs again whenever the address changes
  // (a tab, a category), and a visitor who then opens a preview at once leaves this page mounted while the preview's
  // code loads: a write then would take them back to the catalogue.
  const inAddress = params.get("search") ?? "";
  useEffect(() => {
    const wanted = typed.trim();
    const timer = window.setTimeout(() => {
      setSearch(wanted);
      if (wanted !== inAddress) setParam("search", wanted, "");
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, inAddress, setParam]);

  const refreshCatalogue = useCallback(() => mutate((key) => Array.isArray(key) && key[0] === TEMPLATES_KEY), [mutate]);

  const bought = useCallback(
    (payment: Pick<SettledPayment, "templateId">) => {
      setBuying(null);
      toast({ title: "Purchase successful", description: "The template is yours: download it whenever you like." });
      void refreshCatalogue();
      void refreshUser();
      const id = payment.templateId;
      if (id) read(api.templates[":id"].$get({ param: { id } })).then(setOpen, () => undefined);
    },
    [refreshCatalogue, refreshUser],
  );

  // What the address asks for: Stripe's return after a purchase, or one template's dialog.
  useEffect(() => {
    // Once, when who the visitor is is known (a confirmation needs their session; a dialog shows their access).
    if (handled.current || userLoading) return;
    const checkout = params.get("checkout");
    const session = params.get("session_id");
    const wanted = params.get("template");
    if (!checkout && !wanted) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ["checkout", "session_id", "template"]) next.delete(key);
        return next;
      },
      { replace: true },
    );
    if (checkout === "cancelled") toast({ title: "Checkout cancelled", description: "You were not charged." });
    if (checkout === "done" && session) {
      read(api.payments.card.confirm.$post({ json: { sessionId: session } }))
        .then((payment) => {
          if (payment.status === "successful") bought(payment);
          else toast({ title: "Payment processing", description: "The template is yours as soon as Stripe confirms the payment." });
        })
        .catch((err: unknown) => toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" }));
    }
    if (wanted) {
      read(api.templates[":id"].$get({ param: { id: wanted } })).then(setOpen, (err: unknown) =>
        toast({ title: "Error", description: errorText(err, `Template with ID ${wanted} not found`), variant: "destructive" }),
      );
    }
  }, [params, setParams, userLoading, bought]);

  const clearFilters = () => {
    setTyped("");
    setParams({}, { replace: true });
  };

  const results = (
    <section aria-label="Templates found" aria-busy={isLoading} className="mt-8">
        {error ? (
          <p role="alert" className="rounded-2xl border border-red-200 p-6 text-center text-red-700 dark:border-red-900 dark:text-red-300">
            {errorText(error, "The templates could not be loaded. Please reload the page.")}
          </p>
        ) : templates && templates.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <p className="text-lg font-semibold">No templates found</p>
            <p className="mt-1 text-slate-600 dark:text-slate-400">Try other words, or another category.</p>
            <button type="button" onClick={clearFilters} className={buttonClass("secondary", "md", "mt-4")}>
              Show all templates
            </button>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {(templates ?? []).map((template, index) => (
              <TemplateCard key={template.id} template={template} eager={index < 3} onOpen={() => setOpen(template)} />
            ))}
          </ul>
        )}
    </section>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Templates</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-400">
        Start from a finished design. Free templates are for everyone; premium ones are yours to buy, or included in Premium and Enterprise.
      </p>

      <div className="mt-8 grid gap-4 md:grid-cols-[1fr_16rem] md:items-end">
        <FormField label="Search templates">
          {(control) => (
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
              <input {...control} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="Bakery, portfolio, law firm..." className={`${inputClass} pl-9`} />
            </div>
          )}
        </FormField>
        <Select label="Category" value={category} options={categoryOptions} onChange={(value) => setParam("category", value, "all")} />
      </div>
      <Tabs value={tier} onValueChange={(value) => setParam("tier", value, "all")} className="mt-6">
        <TabsList aria-label="Price">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The results are the chosen tab's panel (so the tab names what it controls). */}
        {tabs.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {t.value === tier && results}
          </TabsContent>
        ))}
      </Tabs>

      <TemplateDialog
        template={open}
        onClose={() => setOpen(null)}
        onPurchase={(t) => {
          setOpen(null);
          setBuying({ kind: "template", templateId: t.id, name: t.name, priceCents: t.priceCents });
        }}
        onDownloaded={() => {
          // The file is on its way: the dialog's work is done, and focus goes back to the page (and Escape with it).
          setOpen(null);
          void refreshCatalogue();
        }}
      />
      {billing && (
        <CheckoutDialog
          item={buying}
          billing={billing}
          onClose={() => setBuying(null)}
          onPaid={bought}
          onOwned={() => {
            const item = buying;
            setBuying(null);
            if (item?.kind === "template") void downloadTemplate({ id: item.templateId, name: item.name });
          }}
        />
      )}
    </div>
  );
}

function TemplateCard({ template, eager, onOpen }: { template: CatalogueTemplate; eager: boolean; onOpen: () => void }) {
  const mayHave = template.access === "free" || template.access === "included" || template.access === "owned";
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Link to={`/templates/preview?id=${template.id}`} className="group relative block aspect-[16/10] overflow-hidden border-b border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-800" aria-label={`Preview ${template.name}`}>
        {template.previewImage ? (
          <img src={template.previewImage} alt="" width={640} height={400} loading={eager ? "eager" : "lazy"} decoding="async" className="size-full object-cover object-top transition-transform duration-300 motion-safe:group-hover:scale-[1.02]" />
        ) : (
          <span className="flex size-full items-center justify-center text-sm text-slate-600 dark:text-slate-400">Open the live preview</span>
        )}
        <span className="absolute inset-0 flex items-center justify-center bg-slate-950/55 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
          <span className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow">
            <Eye className="size-4" aria-hidden="true" />
            Preview
          </span>
        </span>
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold">{template.name}</h2>
          <span
            className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${template.isPremium ? "bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100" : "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200"}`}
          >
            {template.isPremium ? `Premium ${formatMoney(template.priceCents, "usd")}` : "Free"}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {categoryLabel(template.category)} · {template.downloads === 0 ? "New" : `${template.downloads.toLocaleString("en-US")} ${template.downloads === 1 ? "download" : "downloads"}`}
        </p>
        <p className="mt-3 flex-1 text-sm text-slate-700 dark:text-slate-300">{template.description}</p>
        <button type="button" onClick={onOpen} className={buttonClass(mayHave ? "primary" : "secondary", "md", "mt-5 w-full")}>
          {mayHave ? "Download" : `Purchase ${formatMoney(template.priceCents, "usd")}`}
          <span className="sr-only"> {template.name}</span>
        </button>
      </div>
    </li>
  );
}
