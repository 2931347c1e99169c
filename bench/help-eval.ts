// How well the help assistant (its answer without a model) answers questions it was not tuned on. Each case in
// bench/help-cases/ was written from the issue and the product specification by someone who never saw the
// assistant's code: the question, whether the asker is signed in (and their plan and usage), and what a right answer
// must say (every group: one of its alternatives) and must not say. Held-out sets (held-out-*.json) are frozen and
// never tuned on; development sets (dev-*.json) are reported apart.
//
// Run: node --import tsx bench/help-eval.ts [held-out-1] [--detail]
//   --detail prints each wrong answer; use it on development sets only, so held-out cases stay unread.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { plans, type Tier } from "../schema/plans";
import { answerOffline } from "../worker/help/answer";
import type { AccountFacts } from "../worker/help/account";

interface Case {
  id: string;
  question: string;
  signedIn: boolean;
  account?: { plan: Tier; websites?: number; imageCredits?: number; domains?: number };
  language: string;
  intent: string;
  mustMention: string[][];
  mustNotMention: string[];
}

const dir = join(import.meta.dirname, "help-cases");
const args = process.argv.slice(2);
const detail = args.includes("--detail");
const wanted = args.find((a) => !a.startsWith("--"));

/** The asker's facts as the Worker would read them, from the case's account. */
function factsOf(account: NonNullable<Case["account"]>): AccountFacts {
  const plan = plans[account.plan];
  const limit = plan.imagesPerMonth;
  const remaining = limit === null ? null : (account.imageCredits ?? limit);
  return {
    name: "Amina",
    planName: plan.name,
    usage: {
      websites: { used: account.websites ?? 1, limit: plan.websites },
      imageCredits: { used: limit === null ? 12 : limit - (remaining ?? 0), limit, remaining },
      customDomains: { used: account.domains ?? 0, limit: plan.customDomains },
    },
    domains: Array.from({ length: account.domains ?? 0 }, (_, i) => ({ hostname: `shop${i + 1}.example.com`, status: "active" })),
    creditsRenew: "1 December",
  };
}

function judge(c: Case, answer: string): string[] {
  const text = answer.toLowerCase();
  const missing = c.mustMention.filter((group) => !group.some((alt) => text.includes(alt.toLowerCase()))).map((g) => `missing one of ${JSON.stringify(g)}`);
  const said = c.mustNotMention.filter((bad) => text.includes(bad.toLowerCase())).map((bad) => `says ${JSON.stringify(bad)}`);
  return [...missing, ...said];
}

const files = readdirSync(dir).filter((f) => f.endsWith(".json") && (!wanted || f.startsWith(wanted)));
const sets = new Map<string, Case[]>();
for (const file of files) {
  const set = file.replace(/\.json$/, "");
  sets.set(set, JSON.parse(readFileSync(join(dir, file), "utf8")) as Case[]);
}

for (const [set, cases] of sets) {
  const byGroup = new Map<string, { right: number; all: number }>();
  let right = 0;
  for (const c of cases) {
    const answer = answerOffline(c.question, c.signedIn && c.account ? factsOf(c.account) : null).message;
    const faults = judge(c, answer);
    if (faults.length === 0) right++;
    for (const group of [c.intent, `language ${c.language}`, c.signedIn ? "signed in" : "signed out"]) {
      const g = byGroup.get(group) ?? { right: 0, all: 0 };
      g.all++;
      if (faults.length === 0) g.right++;
      byGroup.set(group, g);
    }
    if (detail && faults.length) console.log(`${c.id} ${c.signedIn ? "in " : "out"} ${c.question}\n  ${faults.join("; ")}\n  > ${answer.slice(0, 300).replace(/\n+/g, " ")}\n`);
  }
  console.log(`${set}: ${right} of ${cases.length} answered right (${((100 * right) / cases.length).toFixed(1)}%)`);
  for (const [group, g] of [...byGroup].sort((a, b) => b[1].all - a[1].all)) console.log(`  ${group.padEnd(16)} ${g.right}/${g.all}`);
}
