// Step 4: which parts the page has, its effects, what search engines read, and how it loads (spec: components,
// effects, SEO and performance settings). Every switch changes the rendered site, so the preview shows it.
import { Plus, Trash2 } from "lucide-react";
import { documentLimits, isAllowedUrl, URL_MESSAGE, type WebsiteDocument } from "../../../schema/site-document";
import { setSettings, setSocialLinks, type Edit } from "../../lib/wizard";
import { buttonClass } from "../button-link";
import { Panel, TextInput, Toggle } from "./controls";

type Settings = WebsiteDocument["settings"];

const components: { key: keyof Settings["components"]; label: string; hint: string }[] = [
  { key: "navigation", label: "Navigation", hint: "Links to each section at the top of the page." },
  { key: "footer", label: "Footer", hint: "Name, year and links at the bottom." },
  { key: "contactForm", label: "Contact form", hint: "A form in the contact section. Messages arrive under Messages on your account page, and by email when email is set up." },
  { key: "gallery", label: "Gallery", hint: "Show gallery sections." },
  { key: "socialLinks", label: "Social links", hint: "Your social profiles in the footer." },
  { key: "stickyHeader", label: "Sticky header", hint: "The header, with its links, stays at the top of the screen while visitors scroll." },
];

const effects: { key: keyof Settings["effects"]; label: string; hint: string }[] = [
  { key: "parallax", label: "Parallax", hint: "The hero moves gently as the page scrolls." },
  { key: "fadeIn", label: "Fade in", hint: "Sections fade in as they come into view (never for visitors who prefer less motion)." },
  { key: "smoothScroll", label: "Smooth scroll", hint: "Navigation links glide to their section." },
];

const performance: { key: keyof Settings["performance"]; label: string; hint: string }[] = [
  { key: "lazyLoading", label: "Lazy loading", hint: "Pictures below the fold load only when needed." },
  { key: "minifyCode", label: "Minify code", hint: "Smaller files: whitespace removed from the CSS." },
  { key: "caching", label: "Caching", hint: "Browsers keep the page for 5 minutes between visits, so a change you publish can take that long to reach them." },
];

export function FinetuneStep({ document, edit }: { document: WebsiteDocument; edit: Edit }) {
  const s = document.settings;
  return (
    <div className="grid gap-5">
      <h2 className="text-xl font-semibold">Fine-tune</h2>
      <Panel title="Components">
        <Switches group="components" options={components} document={document} edit={edit} />
        {s.components.socialLinks && <SocialLinks document={document} edit={edit} />}
      </Panel>
      <Panel title="Effects">
        <Switches group="effects" options={effects} document={document} edit={edit} />
      </Panel>
      <Panel title="SEO" description="What search engines and link previews show. Left empty, they follow the site name and tagline.">
        <TextInput label="Meta title" value={s.seo.metaTitle} maxLength={120} onChange={(metaTitle) => edit((d) => setSettings(d, "seo", { metaTitle }), "metaTitle")} />
        <TextInput label="Meta description" value={s.seo.metaDescription} maxLength={300} multiline onChange={(metaDescription) => edit((d) => setSettings(d, "seo", { metaDescription }), "metaDescription")} />
      </Panel>
      <Panel title="Performance">
        <Switches group="performance" options={performance} document={document} edit={edit} />
      </Panel>
    </div>
  );
}

type SwitchGroup = "components" | "effects" | "performance";

function Switches<G extends SwitchGroup>({ group, options, document, edit }: { group: G; options: { key: keyof Settings[G]; label: string; hint: string }[]; document: WebsiteDocument; edit: Edit }) {
  // A switch added after the spec's (the sticky header) may be absent from older documents: off.
  const values = document.settings[group] as Record<keyof Settings[G], boolean | undefined>;
  return (
    <div className="divide-y divide-slate-100 dark:divide-slate-800">
      {options.map((o) => (
        <Toggle
          key={String(o.key)}
          label={o.label}
          hint={o.hint}
          checked={values[o.key] ?? false}
          onChange={(on) => edit((d) => setSettings(d, group, { [o.key]: on } as Partial<Settings[G]>))}
        />
      ))}
    </div>
  );
}

function SocialLinks({ document, edit }: { document: WebsiteDocument; edit: Edit }) {
  const links = document.content.socialLinks ?? [];
  const change = (index: number, patch: Partial<{ label: string; url: string }>, field: string) =>
    edit((d) => setSocialLinks(d, links.map((l, i) => (i === index ? { ...l, ...patch } : l))), `social.${index}.${field}`);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">Your social profiles</legend>
      {links.map((link, i) => (
        <div key={i} className="grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end dark:bg-slate-950">
          <TextInput label={`Name (profile ${i + 1})`} value={link.label} maxLength={40} placeholder="Instagram" onChange={(label) => change(i, { label }, "label")} />
          <TextInput
            label={`Address (profile ${i + 1})`}
            type="url"
            value={link.url}
            maxLength={documentLimits.url}
            placeholder="https://instagram.com/you"
            error={link.url && !isAllowedUrl(link.url) ? URL_MESSAGE : undefined}
            onChange={(url) => change(i, { url }, "url")}
          />
          <button type="button" className={buttonClass("ghost", "sm")} onClick={() => edit((d) => setSocialLinks(d, links.filter((_, j) => j !== i)))}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className={buttonClass("secondary", "sm", "justify-self-start")}
        disabled={links.length >= documentLimits.socialLinks}
        onClick={() => edit((d) => setSocialLinks(d, [...links, { label: "", url: "" }]))}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add profile
      </button>
    </fieldset>
  );
}
