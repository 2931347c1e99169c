// Step 3: the site's name, tagline and logo, then its sections: add, delete, move up and down (blocked at the
// ends), and an editor for each type (spec "Section editing", extended to every section type).
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { editorId, type SampleText } from "../../../schema/sample-texts";
import { documentLimits, sectionTypeLabels, sectionTypes, type Section, type SectionItem, type SectionType, type WebsiteDocument } from "../../../schema/site-document";
import {
  addFeature,
  addItem,
  addItemFeature,
  addSection,
  canAddSection,
  canMoveSection,
  deleteSection,
  featureSlots,
  itemFeatureSlots,
  moveSection,
  removeFeature,
  removeItem,
  removeItemFeature,
  setAction,
  setFeature,
  setItemAction,
  setItemFeature,
  setIdentity,
  setLogo,
  updateItem,
  updateSection,
  type Edit,
} from "../../lib/wizard";
import { buttonClass } from "../button-link";
import { Select } from "../ui/select";
import { Panel, TextInput } from "./controls";
import { ImageField, type ImageTools } from "./image-field";
import { SampleBadge, SampleList } from "./sample-list";

/** The editor's element for a section or one of its items: where "N sample texts to replace" jumps to. */

/** Brings a marked text into view and puts the cursor in its first field. */
function jumpTo(sample: SampleText) {
  jumpToEditor(editorId(sample.sectionId, sample.itemIndex));
}

function jumpToEditor(id: string) {
  const target = window.document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ block: "center" });
  target.querySelector<HTMLElement>("input:not([type=file]),textarea")?.focus({ preventScroll: true });
}

interface StepProps {
  document: WebsiteDocument;
  edit: Edit;
  images: ImageTools;
  errors: Record<string, string>;
}

export function ContentStep({ document, edit, images, errors }: StepProps) {
  const [newType, setNewType] = useState<SectionType>("content");
  const sections = document.content.sections;
  // Arriving from the result page's list of samples (/builder#edit-...): straight to that text.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id.startsWith("edit-")) jumpToEditor(id);
  }, []);
  return (
    <div className="grid gap-5">
      <h2 className="text-xl font-semibold">Add Content</h2>
      <SampleList document={document} onJump={jumpTo} />
      <Panel title="Site details" description="The meta title and description fill themselves from these until you write your own.">
        <TextInput
          label="Site name"
          value={document.content.siteName}
          maxLength={documentLimits.siteName}
          error={errors["content.siteName"]}
          onChange={(siteName) => edit((d) => setIdentity(d, { siteName }), "siteName")}
        />
        <TextInput label="Tagline" value={document.content.tagline} maxLength={documentLimits.tagline} onChange={(tagline) => edit((d) => setIdentity(d, { tagline }), "tagline")} />
        <ImageField label="Logo" value={document.content.logo} images={images} onChange={(url) => edit((d) => setLogo(d, url))} />
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
            <SectionEditor key={section.id} document={document} section={section} index={index} edit={edit} images={images} errors={errors} />
          ))}
        </ol>
      </Panel>
    </div>
  );
}

function SectionEditor({ document, section, index, edit, images, errors }: StepProps & { section: Section; index: number }) {
  const id = section.id;
  const name = section.title?.trim() || sectionTypeLabels[section.type];
  const set = (patch: Partial<Section>, field: string) => edit((d) => updateSection(d, id, patch), `${id}.${field}`);
  const path = `content.sections.${index}`;
  return (
    <li id={editorId(id)} aria-label={`Section ${index + 1}: ${name}`} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">{sectionTypeLabels[section.type]}</span>
          {name}
          {section.sample && <SampleBadge />}
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
            <TextInput label="Badge" value={section.badge ?? ""} maxLength={documentLimits.badge} onChange={(badge) => set({ badge }, "badge")} />
            <ImageField label="Hero image" value={section.image} images={images} onChange={(image) => edit((d) => updateSection(d, id, { image }))} />
          </>
        )}
        {section.type !== "hero" && (
          <TextInput
            label={textLabel[section.type] ?? "Introduction"}
            value={section.content ?? ""}
            maxLength={documentLimits.text}
            multiline
            onChange={(content) => set({ content }, "content")}
          />
        )}
        {(section.type === "hero" || section.type === "cta") && <ActionFields document={document} section={section} edit={edit} errors={errors} path={path} />}
        {section.type === "features" && (
          <FeatureList
            legend="Features"
            label={(i) => `Feature ${i + 1}`}
            slots={featureSlots(section)}
            limit={documentLimits.items}
            edit={edit}
            keyPrefix={`${id}.feature`}
            set={(d, i, value) => setFeature(d, id, i, value)}
            add={(d) => addFeature(d, id)}
            remove={(d, i) => removeFeature(d, id, i)}
          />
        )}
        {hasItemEditor(section.type) && <ItemList kind={section.type} document={document} section={section} edit={edit} images={images} errors={errors} path={path} />}
      </div>
    </li>
  );
}

/** The section text field's name where it is not an introduction. */
const textLabel: Partial<Record<SectionType, string>> = { content: "Text", cta: "Text", hours: "Address and how to find us" };

/** The hero's and the band's button. Both empty: the page shows "Get Started", to the contact section. */
function ActionFields({ document, section, edit, errors, path }: { document: WebsiteDocument; section: Section; edit: Edit; errors: Record<string, string>; path: string }) {
  const anchors = anchorsBesides(document, section);
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-semibold">Button</legend>
      <TextInput
        label="Button label"
        value={section.action?.label ?? ""}
        maxLength={documentLimits.buttonLabel}
        placeholder="Get Started"
        error={errors[`${path}.action.label`]}
        onChange={(label) => edit((d) => setAction(d, section.id, { label }), `${section.id}.action.label`)}
      />
      <TextInput
        label="Button link"
        value={section.action?.link ?? ""}
        maxLength={documentLimits.url}
        placeholder={anchors[0] ?? "https://"}
        description={`A section of this page${anchors.length ? ` (${anchors.slice(0, 4).join(", ")})` : ""} or a web address.`}
        error={errors[`${path}.action.link`]}
        onChange={(link) => edit((d) => setAction(d, section.id, { link }), `${section.id}.action.link`)}
      />
    </fieldset>
  );
}

interface FeatureListProps {
  legend: string;
  label: (index: number) => string;
  slots: string[];
  limit: number;
  edit: Edit;
  /** Names the field for undo merging. */
  keyPrefix: string;
  set: (doc: WebsiteDocument, index: number, value: string) => WebsiteDocument;
  add: (doc: WebsiteDocument) => WebsiteDocument;
  remove: (doc: WebsiteDocument, index: number) => WebsiteDocument;
}

/** A list of short texts: a features section's features, a plan's included features. */
function FeatureList({ legend, label, slots, limit, edit, keyPrefix, set, add, remove }: FeatureListProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {slots.map((feature, i) => (
        <div key={i} className="flex items-end gap-2">
          <div className="flex-1">
            <TextInput label={label(i)} value={feature} maxLength={documentLimits.feature} onChange={(value) => edit((d) => set(d, i, value), `${keyPrefix}.${i}`)} />
          </div>
          <IconButton label={`Remove ${label(i).toLowerCase()}`} onClick={() => edit((d) => remove(d, i))}>
            <Trash2 className="size-4" aria-hidden="true" />
          </IconButton>
        </div>
      ))}
      <button type="button" className={buttonClass("secondary", "sm", "justify-self-start")} disabled={slots.length >= limit} onClick={() => edit(add)}>
        <Plus className="size-4" aria-hidden="true" />
        Add feature
      </button>
    </fieldset>
  );
}

type ItemKind = "gallery" | "testimonials" | "contact" | "services" | "faq" | "stats" | "team" | "hours" | "pricing" | "articles" | "product" | "logos";
type ItemTextKey = "title" | "description" | "content" | "link" | "price" | "date" | "badge";

interface ItemEditor {
  /** What one item is called ("Add service", "Remove service 2"), and the list's heading. */
  noun: string;
  heading: string;
  /** Which item fields this kind uses, and what they mean here (the renderer's reading of them). */
  fields: { key: ItemTextKey; label: string; multiline?: boolean; placeholder?: string; description?: string }[];
  /** The item's picture, by name, for kinds that show one. */
  picture?: string;
  /** Whether the picture may only be uploaded (not generated). */
  uploadOnly?: true;
  /** Whether items list features, and the list's name before the item's ("Included in" plan 2). */
  features?: string;
  /** The item's own button or link: its group's and fields' names, and an example label. */
  button?: { legend: string; label: string; link: string; example: string };
}

const badgeField = (example: string) => ({ key: "badge", label: "Badge (optional)", placeholder: example, description: "A short label on the card. Leave it empty to make no claim." }) as const;

const itemEditors: Record<ItemKind, ItemEditor> = {
  gallery: {
    noun: "picture",
    heading: "Pictures",
    fields: [
      { key: "title", label: "Caption" },
      { key: "description", label: "Description" },
    ],
    picture: "Picture",
  },
  testimonials: {
    noun: "testimonial",
    heading: "Testimonials",
    fields: [
      { key: "content", label: "Quote", multiline: true },
      { key: "title", label: "Name" },
      { key: "description", label: "Role or company" },
    ],
  },
  contact: {
    noun: "contact detail",
    heading: "Contact details",
    fields: [
      { key: "title", label: "Label" },
      { key: "content", label: "Shown as" },
      { key: "link", label: "Link (mailto:, tel: or https:)" },
    ],
  },
  services: {
    noun: "service",
    heading: "Services or dishes",
    fields: [
      { key: "title", label: "Name" },
      { key: "price", label: "Price" },
      { key: "description", label: "Description" },
    ],
  },
  faq: {
    noun: "question",
    heading: "Questions",
    fields: [
      { key: "title", label: "Question" },
      { key: "content", label: "Answer", multiline: true },
    ],
  },
  stats: {
    noun: "figure",
    heading: "Figures",
    fields: [
      { key: "title", label: "Value" },
      { key: "description", label: "Label" },
    ],
  },
  team: {
    noun: "person",
    heading: "People",
    fields: [
      { key: "title", label: "Name" },
      { key: "description", label: "Role" },
      { key: "content", label: "Short bio", multiline: true },
    ],
    picture: "Portrait",
  },
  hours: {
    noun: "opening time",
    heading: "Opening times",
    fields: [
      { key: "title", label: "Days" },
      { key: "description", label: "Times" },
      { key: "link", label: "Link, for example to a map (optional)" },
    ],
  },
  pricing: {
    noun: "plan",
    heading: "Plans",
    fields: [
      { key: "title", label: "Plan name" },
      { key: "price", label: "Price" },
      badgeField("Most popular"),
      { key: "description", label: "Description" },
    ],
    features: "Included in",
    button: { legend: "Button", label: "Button label (optional)", link: "Button link (optional)", example: "Choose this plan" },
  },
  articles: {
    noun: "article",
    heading: "Articles",
    fields: [
      { key: "title", label: "Title" },
      { key: "date", label: "Date", placeholder: "14 March 2026", description: "Shown as you write it. Written as a day (2026-03-14 or 14 March 2026), search engines read it too." },
      { key: "description", label: "Excerpt", multiline: true },
    ],
    picture: "Picture",
    button: { legend: "Read more link", label: "Link text", link: "Link address", example: "Read more" },
  },
  product: {
    noun: "product",
    heading: "Products",
    fields: [
      { key: "title", label: "Name" },
      { key: "price", label: "Price" },
      badgeField("New"),
      { key: "description", label: "Description", multiline: true },
    ],
    picture: "Picture",
    features: "Features of",
    button: { legend: "Buy button", label: "Button label", link: "Button link", example: "Add to cart" },
  },
  logos: {
    noun: "logo",
    heading: "Companies",
    fields: [{ key: "title", label: "Company name", description: "Without a logo, the name is shown in plain letters." }],
    picture: "Logo",
    // A company's logo is theirs: uploaded, never made up by the image generator.
    uploadOnly: true,
  },
};

const hasItemEditor = (type: SectionType): type is ItemKind => type in itemEditors;

const itemLimits: Record<ItemTextKey, number> = {
  title: documentLimits.title,
  description: documentLimits.description,
  content: documentLimits.text,
  link: documentLimits.url,
  price: documentLimits.price,
  date: documentLimits.date,
  badge: documentLimits.badge,
};

interface ItemListProps {
  kind: ItemKind;
  document: WebsiteDocument;
  section: Section;
  edit: Edit;
  images: ImageTools;
  errors: Record<string, string>;
  path: string;
}

function ItemList({ kind, document, section, edit, images, errors, path }: ItemListProps) {
  const items = section.items ?? [];
  const { noun, heading, fields, picture, uploadOnly, features, button } = itemEditors[kind];
  const id = section.id;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">{heading}</legend>
      {items.map((item: SectionItem, i) => (
        <div key={i} id={editorId(id, i)} className="grid gap-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-950">
          {item.sample && (
            <p className="flex items-center gap-2 text-sm">
              <SampleBadge />
              <span className="text-slate-600 dark:text-slate-400">An example: replace it with your own.</span>
            </p>
          )}
          {fields.map((field) => (
            <TextInput
              key={field.key}
              label={`${field.label} (${noun} ${i + 1})`}
              value={item[field.key] ?? ""}
              maxLength={itemLimits[field.key]}
              multiline={field.multiline}
              placeholder={field.placeholder}
              description={field.description}
              error={errors[`${path}.items.${i}.${field.key}`]}
              onChange={(value) => edit((d) => updateItem(d, id, i, { [field.key]: value }), `${id}.${i}.${field.key}`)}
            />
          ))}
          {features && (
            <FeatureList
              legend={`${features} ${noun} ${i + 1}`}
              label={(f) => `Feature ${f + 1} (${noun} ${i + 1})`}
              slots={itemFeatureSlots(item)}
              limit={documentLimits.planFeatures}
              edit={edit}
              keyPrefix={`${id}.${i}.feature`}
              set={(d, f, value) => setItemFeature(d, id, i, f, value)}
              add={(d) => addItemFeature(d, id, i)}
              remove={(d, f) => removeItemFeature(d, id, i, f)}
            />
          )}
          {button && <ItemActionFields kind={kind} button={button} document={document} section={section} item={item} index={i} noun={noun} edit={edit} errors={errors} path={`${path}.items.${i}`} />}
          {picture && (
            <ImageField
              label={picture}
              value={item.image}
              images={uploadOnly ? { upload: images.upload } : images}
              onChange={(image) => edit((d) => updateItem(d, id, i, { image: image ?? "" }))}
            />
          )}
          <button type="button" className={buttonClass("ghost", "sm", "justify-self-start")} onClick={() => edit((d) => removeItem(d, id, i))}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove {noun} {i + 1}
          </button>
        </div>
      ))}
      <button type="button" className={buttonClass("secondary", "sm", "justify-self-start")} disabled={items.length >= documentLimits.items} onClick={() => edit((d) => addItem(d, id))}>
        <Plus className="size-4" aria-hidden="true" />
        Add {noun}
      </button>
    </fieldset>
  );
}

/** The sections a button may point at ("#contact"), for the link field's hint. */
const anchorsBesides = (document: WebsiteDocument, section: Section) => document.content.sections.filter((s) => s.id !== section.id).map((s) => `#${s.id}`);

interface ItemActionProps {
  kind: ItemKind;
  button: NonNullable<ItemEditor["button"]>;
  document: WebsiteDocument;
  section: Section;
  item: SectionItem;
  index: number;
  noun: string;
  edit: Edit;
  errors: Record<string, string>;
  /** The item's path in the document, for its errors. */
  path: string;
}

/**
 * An item's own button: a product's "Add to cart", an article's "Read more", a plan's button. Both empty: none (a
 * plan with only a link keeps its "Choose <plan>", as before items had buttons).
 */
function ItemActionFields({ kind, button, document, section, item, index, noun, edit, errors, path }: ItemActionProps) {
  const plan = kind === "pricing";
  const anchors = anchorsBesides(document, section);
  const contact = document.content.sections.find((s) => s.type === "contact");
  const key = `${section.id}.${index}.action`;
  const example = plan && item.title?.trim() ? `Choose ${item.title.trim()}` : button.example;
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-semibold">{`${button.legend} (${noun} ${index + 1})`}</legend>
      <TextInput
        label={`${button.label} (${noun} ${index + 1})`}
        value={item.action?.label ?? ""}
        maxLength={documentLimits.buttonLabel}
        placeholder={example}
        error={errors[`${path}.action.label`]}
        onChange={(label) => edit((d) => setItemAction(d, section.id, index, { label }), `${key}.label`)}
      />
      <TextInput
        label={`${button.link} (${noun} ${index + 1})`}
        value={item.action?.link ?? (plan ? item.link : undefined) ?? ""}
        maxLength={documentLimits.url}
        placeholder={contact ? `#${contact.id}` : "https://"}
        description={`A section of this page${anchors.length ? ` (${anchors.slice(0, 4).join(", ")})` : ""} or a web address.`}
        error={errors[`${path}.action.link`] ?? errors[`${path}.link`]}
        onChange={(link) => edit((d) => setItemAction(d, section.id, index, { link }), `${key}.link`)}
      />
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
