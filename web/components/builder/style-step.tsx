// Step 2: the five colours (through the colour-picker dialog), heading and body fonts, and the layout.
import { colorKeys, fontFamilies, layouts, type WebsiteDocument } from "../../../schema/site-document";
import { setStyle, type Edit } from "../../lib/wizard";
import { ColorPicker } from "./color-picker";
import { Select } from "../ui/select";
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

export function StyleStep({ document, edit }: { document: WebsiteDocument; edit: Edit }) {
  const { colors, fonts, layout } = document.style;
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
    </div>
  );
}
