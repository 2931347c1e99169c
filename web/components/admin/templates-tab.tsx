// The admin dashboard's Templates tab: upload a template (.html, .css and .js files, packed into one ZIP here, or a
// .zip) with its listing, and the catalogue with each template's category, downloads and date added, its live
// preview, and Delete. The server checks every rule again (site/template-files.ts); this screen only spares a
// pointless upload and says what the server said.
import { ExternalLink, Trash2, Upload } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import useSWR from "swr";
import { longDate } from "../../../schema/payments";
import { templateCategories, type TemplateCategory } from "../../../schema/templates";
import { packLooseFiles, templateUploadLimits, uploadExtensions } from "../../../site/template-files";
import { api, read, send } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { buttonClass } from "../button-link";
import { categoryLabel } from "../templates/categories";
import { useConfirm } from "../ui/confirm-dialog";
import { FormField, inputClass } from "../ui/form-field";
import { Select } from "../ui/select";
import { Problem } from "./parts";
import { REQUEST_FAILED } from "../../../schema/messages";

const fetchTemplates = () => read(api.admin.templates.$get());

const requirements = [
  "Valid HTML5 in every page (checked with html-validate).",
  "Placeholders for the user's content in comments: <!-- sitewright:name -->Your name<!-- /sitewright:name --> (also tagline, email, phone, address).",
  "A complete site: index.html at the top, and every file the pages use inside the ZIP.",
  "External resources only over https://.",
];

/** The picked files as one ZIP: a .zip as it is, loose .html/.css/.js files packed together. */
async function zipOf(files: File[]): Promise<{ zip: Uint8Array } | { problem: string }> {
  if (files.length === 0) return { problem: "Choose the template's files first." };
  const names = files.map((f) => f.name.toLowerCase());
  if (names.some((n) => !uploadExtensions.some((ext) => n.endsWith(ext)))) return { problem: "Only .html, .css, .js and .zip files can be uploaded." };
  if (names.some((n) => n.endsWith(".zip"))) {
    if (files.length > 1) return { problem: "Upload one .zip on its own, or the loose .html, .css and .js files." };
    return { zip: new Uint8Array(await files[0]!.arrayBuffer()) };
  }
  const packed = packLooseFiles(await Promise.all(files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) }))));
  return packed.ok ? { zip: packed.zip } : { problem: packed.problem };
}

export function TemplatesTab() {
  const { data: templates, mutate } = useSWR("/api/admin/templates", fetchTemplates);
  const { confirm, confirmDialog } = useConfirm();
  const [files, setFiles] = useState<File[]>([]);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [category, setCategory] = useState<TemplateCategory>("business");
  const [premium, setPremium] = useState(false);
  const [price, setPrice] = useState("19.00");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function upload(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const packed = await zipOf(files);
    if ("problem" in packed) return setProblem(packed.problem);
    if (packed.zip.byteLength > templateUploadLimits.maxZipBytes) return setProblem(`A template may be at most ${templateUploadLimits.maxZipBytes / 1024 / 1024} MB zipped.`);
    const cents = premium ? Math.round(Number(price) * 100) : 0;
    if (premium && !(cents >= 100)) return setProblem("A premium template needs a price of at least $1.00.");
    setBusy(true);
    try {
      const added = await read(
        api.admin.templates.$post(
          { query: { name, description, category, premium: premium ? "true" : "false", price: String(cents) } },
          { init: { body: new Blob([packed.zip as Uint8Array<ArrayBuffer>]), headers: { "Content-Type": "application/zip" } } },
        ),
      );
      toast({ title: "Template uploaded", description: `${added.name} is in the catalogue.` });
      setFiles([]);
      setName("");
      setDescription("");
      if (input.current) input.current.value = "";
      await mutate();
    } catch (err) {
      setProblem(errorText(err, REQUEST_FAILED));
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string, templateName: string) {
    if (!(await confirm({ title: `Delete "${templateName}"?`, description: "Its files and its listing are removed. People who bought it can no longer download it.", action: "Delete", destructive: true }))) return;
    try {
      await send(api.admin.templates[":id"].$delete({ param: { id } }));
      toast({ title: "Template deleted", description: `${templateName} is gone from the catalogue.` });
      await mutate();
    } catch (err) {
      toast({ title: "Failed", description: errorText(err, REQUEST_FAILED), variant: "destructive" });
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
      <section aria-labelledby="upload-heading" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 id="upload-heading" className="text-lg font-semibold">
          Upload a template
        </h2>
        <form onSubmit={upload} noValidate className="mt-4 grid gap-4">
          <FormField label="Files" description=".html, .css, .js, or one .zip">
            {(control) => (
              <input
                {...control}
                ref={input}
                type="file"
                multiple
                accept={uploadExtensions.join(",")}
                onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
                className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-indigo-600 file:px-3 file:py-1.5 file:font-semibold file:text-white"
              />
            )}
          </FormField>
          <FormField label="Name">{(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />}</FormField>
          <FormField label="Description">{(control) => <textarea {...control} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} className={inputClass} />}</FormField>
          <Select label="Category" value={category} options={templateCategories.map((c) => ({ value: c, label: categoryLabel(c) }))} onChange={setCategory} />
          <FormField label="Premium (sold at a price)" layout="check">
            {(control) => <input {...control} type="checkbox" className="mt-1" checked={premium} onChange={(e) => setPremium(e.target.checked)} />}
          </FormField>
          {premium && (
            <FormField label="Price in US dollars">
              {(control) => <input {...control} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} className={inputClass} />}
            </FormField>
          )}
          {problem && (
            <Problem>{problem}</Problem>
          )}
          <button type="submit" disabled={busy} className={buttonClass("primary", "md")}>
            <Upload className="size-4" aria-hidden="true" />
            {busy ? "Checking and uploading..." : "Upload template"}
          </button>
        </form>
        <h3 className="mt-6 text-sm font-semibold">Requirements</h3>
        <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm text-slate-600 dark:text-slate-400">
          {requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading" className="text-lg font-semibold">
          Catalogue {templates ? <span className="font-normal text-slate-600 dark:text-slate-400">({templates.length})</span> : null}
        </h2>
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {(templates ?? []).map((t) => (
            <li key={t.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {t.name} <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{t.source === "builtin" ? "built in" : "uploaded"}</span>
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {categoryLabel(t.category)} · {t.isPremium ? `$${(t.priceCents / 100).toFixed(2)}` : "Free"} · {t.downloads.toLocaleString("en-US")} {t.downloads === 1 ? "download" : "downloads"} · added {longDate(t.dateAdded)}
                </p>
              </div>
              <a href={`/templates/preview?id=${t.id}`} target="_blank" rel="noopener" className={buttonClass("secondary", "sm")}>
                <ExternalLink className="size-4" aria-hidden="true" />
                Preview<span className="sr-only"> {t.name}</span>
              </a>
              {t.source === "upload" && (
                <button type="button" onClick={() => void remove(t.id, t.name)} className={buttonClass("ghost", "sm")}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete<span className="sr-only"> {t.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      {confirmDialog}
    </div>
  );
}
