// Step 3: the site's name, tagline and logo, then its sections: add, delete, move up and down (blocked at the
// ends), and an editor for each type (spec "Section editing", extended to every section type).
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { documentLimits, sectionTypes, type Section, type SectionItem, type SectionType, type WebsiteDocument } from "../../../schema/site-document";
import {
  addFeature,
  addItem,
  addSection,
  canAddSection,
  canMoveSection,
  deleteSection,
  featureSlots,
  moveSection,
  removeFeature,
  removeItem,
  setFeature,
  setIdentity,
  setLogo,
  updateItem,
  updateSection,
  type Edit,
} from "../../lib/wizard";
import { buttonClass } from "../button-link";
import { Select } from "../ui/select";
import { Panel, TextInput } from "./controls";
import { ImageField, type UploadImage } from "./image-field";

export const sectionTypeLabels: Record<SectionType, string> = {
  hero: "Hero",
  features: "Features",
  gallery: "Gallery",
  testimonials: "Testimonials",
  content: "Content",
  contact: "Contact",
};

interface StepProps {
  document: WebsiteDocument;
  edit: Edit;
  upload: UploadImage;
  errors: Record<string, string>;
}

export function ContentStep({ document, edit, upload, errors }: StepProps) {
  const [newType, setNewType] = useState<SectionType>("content");
  const sections = document.content.sections;
  return (
    <div className="grid gap-5">
      <h2 className="text-xl font-semibold">Add Content</h2>
      <Panel title="Site details" description="The meta title and description fill themselves from these until you write your own.">
        <TextInput
          label="Site name"
          value={document.content.siteName}
          maxLength={documentLimits.siteName}
          error={errors["content.siteName"]}
          onChange={(siteName) => edit((d) => setIdentity(d, { siteName }), "siteName")}
        />
        <TextInput label="Tagline" value={document.content.tagline} maxLength={documentLimits.tagline} onChange={(tagline) => edit((d) => setIdentity(d, { tagline }), "tagline")} />
        <ImageField label="Logo" value={document.content.logo} upload={upload} onChange={(url) => edit((d) => setLogo(d, url))} />
      </Panel>

      <Panel
        title="Sections"
        description={`${sections.length} of at most ${documentLimits.sections}. They appear on the page in this order.`}
        actions={
          <div className="flex items-end gap-2">
            <Select
              label="Section type"
              value={newType}
              options={sectionTypes.map((t) => ({ value: t, label: sectionTypeLabels[t] }))}
              onChange={setNewType}
            />
            <button type="button" className={buttonClass("primary", "md")} disabled={!canAddSection(document)} onClick={() => edit((d) => addSection(d, newType))}>
              <Plus className="size-4" aria-hidden="true" />
              Add Section
            </button>
          </div>
        }
      >
        {sections.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">No sections yet. Add one to start filling the page.</p>}
        <ol className="grid gap-4">
          {sections.map((section, index) => (
            <SectionEditor key={section.id} document={document} section={section} index={index} edit={edit} upload={upload} errors={errors} />
          ))}
        </ol>
      </Panel>
    </div>
  );
}

function SectionEditor({ document, section, index, edit, upload, errors }: StepProps & { section: Section; index: number }) {
  const id = section.id;
  const name = section.title?.trim() || sectionTypeLabels[section.type];
  const set = (patch: Partial<Section>, field: string) => edit((d) => updateSection(d, id, patch), `${id}.${field}`);
  const path = `content.sections.${index}`;
  return (
    <li aria-label={`Section ${index + 1}: ${name}`} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold">
          <span className="mr-2 rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">{sectionTypeLabels[section.type]}</span>
          {name}
        </p>
        <div className="flex gap-1">
          <IconButton label={`Move ${name} up`} disabled={!canMoveSection(document, id, -1)} onClick={() => edit((d) => moveSection(d, id, -1))}>
            <ArrowUp className="size-4" aria-hidden="true" />
          </IconButton>
          <IconButton label={`Move ${name} down`} disabled={!canMoveSection(document, id, 1)} onClick={() => edit((d) => moveSection(d, id, 1))}>
            <ArrowDown className="size-4" aria-hidden="true" />
          </IconButton>
          <IconButton label={`Delete ${name}`} onClick={() => edit((d) => deleteSection(d, id))}>
            <Trash2 className="size-4" aria-hidden="true" />
          </IconButton>
        </div>
      </div>
      <div className="mt-3 grid gap-3">
        <TextInput label="Section title" value={section.title ?? ""} maxLength={documentLimits.title} error={errors[`${path}.title`]} onChange={(title) => set({ title }, "title")} />
        {section.type === "hero" && (
          <>
            <TextInput label="Heading" value={section.heading ?? ""} maxLength={documentLimits.title} onChange={(heading) => set({ heading }, "heading")} />
            <TextInput label="Subheading" value={section.subheading ?? ""} maxLength={documentLimits.subheading} multiline onChange={(subheading) => set({ subheading }, "subheading")} />
            <ImageField label="Hero image" value={section.image} upload={upload} onChange={(image) => edit((d) => updateSection(d, id, { image }))} />
          </>
        )}
        {section.type !== "hero" && (
          <TextInput
            label={section.type === "content" ? "Text" : "Introduction"}
            value={section.content ?? ""}
            maxLength={documentLimits.text}
            multiline
            onChange={(content) => set({ content }, "content")}
          />
        )}
        {section.type === "features" && <FeatureList section={section} edit={edit} />}
        {(section.type === "gallery" || section.type === "testimonials" || section.type === "contact") && (
          <ItemList kind={section.type} section={section} edit={edit} upload={upload} errors={errors} path={path} />
        )}
      </div>
    </li>
  );
}

function FeatureList({ section, edit }: { section: Section; edit: Edit }) {
  const slots = featureSlots(section);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold">Features</legend>
      {slots.map((feature, i) => (
        <div key={i} className="flex items-end gap-2">
          <div className="flex-1">
            <TextInput label={`Feature ${i + 1}`} value={feature} maxLength={documentLimits.feature} onChange={(value) => edit((d) => setFeature(d, section.id, i, value), `${section.id}.feature.${i}`)} />
          </div>
          <IconButton label={`Remove feature ${i + 1}`} onClick={() => edit((d) => removeFeature(d, section.id, i))}>
            <Trash2 className="size-4" aria-hidden="true" />
          </IconButton>
        </div>
      ))}
      <button type="button" className={buttonClass("secondary", "sm", "justify-self-start")} disabled={slots.length >= documentLimits.items} onClick={() => edit((d) => addFeature(d, section.id))}>
        <Plus className="size-4" aria-hidden="true" />
        Add feature
      </button>
    </fieldset>
  );
}

/** Which item fields each type uses, and what they mean there (the renderer's reading of them, site/sections.ts). */
const itemFields: Record<"gallery" | "testimonials" | "contact", { key: "title" | "description" | "content" | "link"; label: string; multiline?: boolean }[]> = {
  gallery: [
    { key: "title", label: "Caption" },
    { key: "description", label: "Description" },
  ],
  testimonials: [
    { key: "content", label: "Quote", multiline: true },
    { key: "title", label: "Name" },
    { key: "description", label: "Role or company" },
  ],
  contact: [
    { key: "title", label: "Label" },
    { key: "content", label: "Shown as" },
    { key: "link", label: "Link (mailto:, tel: or https:)" },
  ],
};

const itemNoun = { gallery: "picture", testimonials: "testimonial", contact: "contact detail" } as const;

function ItemList({ kind, section, edit, upload, errors, path }: { kind: keyof typeof itemNoun; section: Section; edit: Edit; upload: UploadImage; errors: Record<string, string>; path: string }) {
  const items = section.items ?? [];
  const noun = itemNoun[kind];
  const limit = { title: documentLimits.title, description: documentLimits.description, content: documentLimits.text, link: documentLimits.url };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold capitalize">{noun}s</legend>
      {items.map((item: SectionItem, i) => (
        <div key={i} className="grid gap-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-950">
          {itemFields[kind].map((field) => (
            <TextInput
              key={field.key}
              label={`${field.label} (${noun} ${i + 1})`}
              value={item[field.key] ?? ""}
              maxLength={limit[field.key]}
              multiline={field.multiline}
              error={errors[`${path}.items.${i}.${field.key}`]}
              onChange={(value) => edit((d) => updateItem(d, section.id, i, { [field.key]: value }), `${section.id}.${i}.${field.key}`)}
            />
          ))}
          {kind === "gallery" && <ImageField label="Picture" value={item.image} upload={upload} onChange={(image) => edit((d) => updateItem(d, section.id, i, { image: image ?? "" }))} />}
          <button type="button" className={buttonClass("ghost", "sm", "justify-self-start")} onClick={() => edit((d) => removeItem(d, section.id, i))}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove {noun} {i + 1}
          </button>
        </div>
      ))}
      <button type="button" className={buttonClass("secondary", "sm", "justify-self-start")} disabled={items.length >= documentLimits.items} onClick={() => edit((d) => addItem(d, section.id))}>
        <Plus className="size-4" aria-hidden="true" />
        Add {noun}
      </button>
    </fieldset>
  );
}

function IconButton({ label, disabled, onClick, children }: { label: string; disabled?: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} disabled={disabled} onClick={onClick} className={buttonClass("ghost", "sm", "px-2.5")}>
      {children}
    </button>
  );
}
