// A published version's short summary, from what changed since the version before it ("Added a FAQ section;
// changed the hero; new colours"), so the owner can tell versions apart in the history without opening each one.
import { sectionTypeLabels, type Section, type WebsiteDocument } from "../schema/site-document";

const label = (s: Section) => (s.title?.trim() ? `${sectionTypeLabels[s.type]} (${s.title.trim()})` : sectionTypeLabels[s.type]);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function list(words: string[], max = 3): string {
  const shown = words.slice(0, max);
  const more = words.length - shown.length;
  const joined = shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : (shown[0] ?? "");
  return more > 0 ? `${joined} and ${more} more` : joined;
}

export function describeChange(before: WebsiteDocument | null, after: WebsiteDocument): string {
  if (!before) return "First version";
  const parts: string[] = [];
  const old = new Map(before.content.sections.map((s) => [s.id, s]));
  const now = new Map(after.content.sections.map((s) => [s.id, s]));
  const added = after.content.sections.filter((s) => !old.has(s.id)).map(label);
  const removed = before.content.sections.filter((s) => !now.has(s.id)).map(label);
  const changed = after.content.sections.filter((s) => old.has(s.id) && !same(old.get(s.id), s)).map(label);
  if (added.length) parts.push(`added ${list(added)}`);
  if (removed.length) parts.push(`removed ${list(removed)}`);
  if (changed.length) parts.push(`changed ${list(changed)}`);
  const kept = after.content.sections.filter((s) => old.has(s.id)).map((s) => s.id);
  const keptBefore = before.content.sections.filter((s) => now.has(s.id)).map((s) => s.id);
  if (!same(kept, keptBefore)) parts.push("reordered sections");
  if (before.content.siteName !== after.content.siteName) parts.push(`renamed to ${after.content.siteName}`);
  else if (before.content.tagline !== after.content.tagline || before.content.logo !== after.content.logo) parts.push("changed the header");
  if (!same(before.style.colors, after.style.colors)) parts.push("new colours");
  if (!same(before.style.fonts, after.style.fonts)) parts.push("new fonts");
  if (before.style.layout !== after.style.layout || !same(before.style.look, after.style.look)) parts.push("new layout");
  if (!same(before.settings, after.settings) || !same(before.content.socialLinks, after.content.socialLinks)) parts.push("changed settings");
  if (parts.length === 0) return "Published again, unchanged";
  const text = parts.join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
