// Step 2: the five colours (through the colour-picker dialog), heading and body fonts, the layout, and the look
// (hero composition, corners, section style).
import { useId } from "react";
import { colorKeys, cornerStyles, fontFamilies, heroStyles, layouts, sectionStyles, type Look, type WebsiteDocument } from "../../../schema/site-document";
import { defaultLook, setStyle, type Edit } from "../../lib/wizard";
import { ColorPicker } from "./color-picker";
import { Select } from "../ui/select";
import { ToggleGroup, ToggleGroupItem } from "../ui/toggle-group";
import { Panel } from "./controls";

const colorLabels: Record<(typeof colorKeys)[number], string> = {
  primary: "Primary",
  secondary: "Secondary",
  accent: "Accent",
  background: "Background",
  text: "Text",
};

const layoutLabels: Record<(typeof layouts)[number], string> = {
  standard: "Standard: full-width sections",
  sidebar: "Sidebar: navigation down the side",
  minimal: "Minimal: one narrow column",
};

const fontOptions = fontFamilies.map((f) => ({ value: f, label: f }));

const lookChoices: { [K in keyof Look]: { label: string; options: Record<Look[K], string> } } = {
  hero: { label: "Hero", options: { centred: "Centred", split: "Split", "full-bleed": "Full-bleed", "large-type": "Large type" } },
  corners: { label: "Corners", options: { square: "Square", soft: "Soft", round: "Round" } },
  sections: { label: "Sections", options: { plain: "Plain", banded: "Banded", boxed: "Boxed" } },
};
// Kept in the schema's order, so the choices read as the designer's lists do.
const lookOrder: { [K in keyof Look]: readonly Look[K][] } = { hero: heroStyles, corners: cornerStyles, sections: sectionStyles };

const choiceClass =
  "rounded-md px-3 py-1.5 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-checked:bg-white aria-checked:text-slate-900 aria-checked:shadow-sm dark:text-slate-300 dark:hover:text-white dark:focus-visible:outline-indigo-400 dark:aria-checked:bg-slate-700 dark:aria-checked:text-white";

function LookChoice<K extends keyof Look>({ field, value, onChange }: { field: K; value: Look[K]; onChange: (value: Look[K]) => void }) {
  const id = useId();
  const { label, options } = lookChoices[field];
  return (
    <div className="grid gap-1.5">
      <span id={id} className="text-sm font-medium">
        {label}
      </span>
      <ToggleGroup labelledBy={id} value={value} onChange={onChange} className="flex flex-wrap gap-1 justify-self-start rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {lookOrder[field].map((option) => (
          <ToggleGroupItem key={option} value={option} className={choiceClass}>
            {options[option]}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  );
}

export function StyleStep({ document, edit }: { document: WebsiteDocument; edit: Edit }) {
  const { colors, fonts, layout } = document.style;
  const look = document.style.look ?? defaultLook;
  return (
    <div className="grid gap-5">
      <h2 className="text-xl font-semibold">Customize Style</h2>
      <Panel title="Colours" description="Text is kept readable on every background: the site adjusts shades where contrast would suffer.">
        <div className="divide-y divide-slate-100 dark:divide-slate-800">
          {colorKeys.map((key) => (
            <ColorPicker key={key} label={colorLabels[key]} value={colors[key]} onChange={(hex) => edit((d) => setStyle(d, { colors: { [key]: hex } }))} />
          ))}
        </div>
      </Panel>
      <Panel title="Fonts" description="Served with the site itself: no font service, nothing to slow the page.">
        <Select label="Heading font" value={fonts.heading} options={fontOptions} onChange={(heading) => edit((d) => setStyle(d, { fonts: { heading } }))} />
        <Select label="Body font" value={fonts.body} options={fontOptions} onChange={(body) => edit((d) => setStyle(d, { fonts: { body } }))} />
      </Panel>
      <Panel title="Layout">
        <fieldset className="grid gap-2">
          <legend className="sr-only">Layout</legend>
          {layouts.map((l) => (
            <label key={l} className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 text-sm has-checked:border-indigo-600 has-checked:ring-1 has-checked:ring-indigo-600 dark:border-slate-700">
              <input type="radio" name="layout" value={l} checked={layout === l} onChange={() => edit((d) => setStyle(d, { layout: l }))} className="accent-indigo-600" />
              {layoutLabels[l]}
            </label>
          ))}
        </fieldset>
      </Panel>
      <Panel title="Look" description="How the top of the page, the corners of cards and buttons, and the sections are drawn.">
        <LookChoice field="hero" value={look.hero} onChange={(hero) => edit((d) => setStyle(d, { look: { hero } }))} />
        <LookChoice field="corners" value={look.corners} onChange={(corners) => edit((d) => setStyle(d, { look: { corners } }))} />
        <LookChoice field="sections" value={look.sections} onChange={(sections) => edit((d) => setStyle(d, { look: { sections } }))} />
      </Panel>
    </div>
  );
}
