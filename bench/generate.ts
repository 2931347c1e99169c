// The built-in designer's speed: p50/p95 over 100 varied prompts (goal: under 50 ms). Baseline in the same run:
// building three default documents, the least any designer must do. Run: node --import tsx bench/generate.ts
import { defaultDocument } from "../schema/site-document";
import { designWebsites } from "../worker/ai/built-in-designer";

const trades = ["bakery", "law firm", "yoga studio", "photographer", "coffee roastery", "dental clinic", "bookshop", "charity for street children", "coding bootcamp", "wedding planner"];
const places = ["Nairobi", "Mombasa", "Lagos", "Cape Town", "Berlin", "Lisbon", "Toronto", "Manila", "Lima", "Kampala"];
const extras = ["", " | Category: Business", " | Style: Dark", " | Category: E-commerce | Style: Vibrant", " with online booking and a gallery"];
const prompts = Array.from({ length: 100 }, (_, i) => {
  const trade = trades[i % trades.length]!;
  const place = places[Math.floor(i / 10) % places.length]!;
  const named = i % 3 === 0 ? ` called "${place} ${trade.split(" ")[0]} Co"` : "";
  return `A ${trade}${named} in ${place}${extras[i % extras.length]}`;
});

function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
}

function measure(fn: (prompt: string) => unknown): number[] {
  for (const p of prompts.slice(0, 10)) fn(p);
  return prompts.map((p) => {
    const t = performance.now();
    fn(p);
    return performance.now() - t;
  });
}

const baseline = measure(() => [defaultDocument(), defaultDocument(), defaultDocument()]);
const designer = measure((p) => designWebsites(p));
console.log("100 prompts            p50 ms   p95 ms");
console.log(`baseline (3 defaults)  ${percentile(baseline, 0.5).toFixed(3).padStart(6)}   ${percentile(baseline, 0.95).toFixed(3).padStart(6)}`);
console.log(`built-in designer      ${percentile(designer, 0.5).toFixed(3).padStart(6)}   ${percentile(designer, 0.95).toFixed(3).padStart(6)}   (goal: under 50 ms)`);
