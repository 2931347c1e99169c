// The wizard's step bar (spec): numbered steps with titles, each clickable, a fill of current/total, and every
// step up to the current one marked done.
import { Check } from "lucide-react";
import { STEP_COUNT, wizardSteps } from "../../lib/wizard";
import { Progress } from "../ui/progress";

export function StepProgress({ step, onJump }: { step: number; onJump: (step: number) => void }) {
  return (
    <nav aria-label="Builder steps">
      <Progress label="Progress" value={step} max={STEP_COUNT} valueText={`Step ${step} of ${STEP_COUNT}`} />
      <ol className="mt-3 grid grid-cols-5 gap-2">
        {wizardSteps.map((s) => {
          const done = s.id <= step;
          return (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => onJump(s.id)}
                aria-current={s.id === step ? "step" : undefined}
                className="flex w-full flex-col items-center gap-1 rounded-lg p-1 text-center focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span
                  className={`flex size-8 items-center justify-center rounded-full text-sm font-semibold ${
                    done ? "bg-indigo-600 text-white" : "border border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400"
                  }`}
                >
                  {done && s.id < step ? <Check className="size-4" aria-hidden="true" /> : s.id}
                </span>
                <span className={`text-xs font-medium sm:text-sm ${s.id === step ? "text-slate-900 dark:text-white" : "text-slate-600 dark:text-slate-400"}`}>
                  <span className="sr-only">Step {s.id}: </span>
                  {s.title}
                  {done && s.id < step && <span className="sr-only"> (done)</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
