// The AI builder's way from a description to designs. The description is read first (POST /api/brief); when the
// reading is unsure of the kind of site or its name, the screen asks (`asking`) and designs only once answered.
// Designing shows the spec's progress: about every second a random step up to 15, never past 99 until the answer
// (a model's real progress, streamed as JSON lines, takes over when it comes), a Cancel that stops the request, and
// the spec's toast when it fails.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Brief } from "../../schema/brief";
import { GENERATION_FAILED } from "../../schema/messages";
import type { WebsiteDocument } from "../../schema/site-document";
import { api, read } from "../lib/api";
import { readLines } from "../lib/api-bodies";
import type { Question, Writer } from "../lib/brief";
import { toast } from "../lib/toast";

/** A description read, with the questions to ask before designing from it. */
export interface Asking {
  prompt: string;
  brief: Brief;
  questions: Question[];
  writer: Writer;
}

export interface Designed {
  prompt: string;
  designs: WebsiteDocument[];
  /** The brief the designs were made from (the one confirmed, or the server's reading of the prompt). */
  brief: Brief;
  /** Who wrote them, when the reading said. */
  writer?: Writer;
}

export function useGeneration(onDesigned: (designed: Designed) => void) {
  const [reading, setReading] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const ticker = useRef<number | undefined>(undefined);
  const designed = useRef(onDesigned);
  designed.current = onDesigned;

  useEffect(
    () => () => {
      window.clearInterval(ticker.current);
      abort.current?.abort();
    },
    [],
  );

  const design = useCallback(async (prompt: string, brief?: Brief, writer?: Writer) => {
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    setProgress(0);
    ticker.current = window.setInterval(() => setProgress((p) => Math.min(99, p + Math.random() * 15)), 1000);
    try {
      const answer = await readLines(
        api["generate-website"].$post({ json: { prompt, ...(brief && { brief }) } }, { init: { signal: controller.signal }, headers: { Accept: "application/x-ndjson" } }),
        (line) => {
          if (typeof line.progress !== "number") return;
          window.clearInterval(ticker.current);
          setProgress((p) => Math.max(p, Math.min(99, line.progress as number)));
        },
      );
      window.clearInterval(ticker.current);
      setProgress(100);
      designed.current({ prompt, designs: answer.designs, brief: answer.brief as Brief, writer });
    } catch {
      window.clearInterval(ticker.current);
      setBusy(false);
      if (!controller.signal.aborted) toast({ title: "Generation failed", description: GENERATION_FAILED, variant: "destructive" });
    }
  }, []);

  /** Reads the prompt, then asks or designs. */
  const start = useCallback(
    async (prompt: string) => {
      const controller = new AbortController();
      abort.current = controller;
      setReading(true);
      let answer: Omit<Asking, "prompt"> | null = null;
      try {
        answer = await read(api.brief.$post({ json: { prompt } }, { init: { signal: controller.signal } }));
      } catch {
        // Reading first is a help, not a step that can fail on its own: the server reads the prompt as it designs.
      }
      setReading(false);
      if (controller.signal.aborted) return;
      if (answer && answer.questions.length > 0) return setAsking({ prompt, ...answer });
      await design(prompt, answer?.brief, answer?.writer);
    },
    [design],
  );

  /** Every question answered: designs from the brief as answered. */
  const answer = useCallback(
    (brief: Brief) => {
      if (!asking) return;
      setAsking(null);
      void design(asking.prompt, brief, asking.writer);
    },
    [asking, design],
  );

  const cancel = useCallback(() => {
    abort.current?.abort();
    window.clearInterval(ticker.current);
    setBusy(false);
    setProgress(0);
  }, []);

  return { reading, asking, busy, progress, start, answer, back: () => setAsking(null), cancel };
}
