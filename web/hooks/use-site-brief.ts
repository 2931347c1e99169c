// The brief behind the AI builder's result: read again from the stored prompt for designs made before briefs were
// kept, and corrected from the card, which makes new designs from it in the same round (the chosen design goes
// back to the first; on failure the designs stay as they were, with the spec's toast).
import { useCallback, useEffect, useRef, useState } from "react";
import type { Brief } from "../../schema/brief";
import { GENERATION_FAILED } from "../../schema/messages";
import { api, read } from "../lib/api";
import { withImages, type GeneratedSite } from "../lib/generated-site";
import { toast } from "../lib/toast";

type Update = (change: (current: GeneratedSite) => GeneratedSite) => void;

export function useSiteBrief(site: GeneratedSite | null, update: Update) {
  const [updating, setUpdating] = useState(false);
  const [failed, setFailed] = useState(false);
  const prompt = site?.request?.prompt;
  const missing = Boolean(site && !site.brief && prompt);

  // Designs stored before the brief existed: the card reads one from the prompt they were made from.
  const asked = useRef(false);
  useEffect(() => {
    if (!missing || !prompt || asked.current) return;
    asked.current = true;
    read(api.brief.$post({ json: { prompt } }))
      .then(({ brief, writer }) => update((s) => (s.brief ? s : { ...s, brief, writer })))
      .catch(() => {
        // Without a reading the card stays away; the designs and every action work as before.
      });
  }, [missing, prompt, update]);

  const updateDesigns = useCallback(
    async (brief: Brief) => {
      if (!site?.request) return;
      setUpdating(true);
      setFailed(false);
      try {
        const made = await read(api["generate-website"].$post({ json: { prompt: site.request.prompt, round: site.round ?? 0, brief } }));
        update((s) => ({ ...s, designs: made.designs.map((d) => withImages(d, s.request?.images)), selected: 0, brief: made.brief }));
      } catch {
        setFailed(true);
        toast({ title: "Generation failed", description: GENERATION_FAILED, variant: "destructive" });
      } finally {
        setUpdating(false);
      }
    },
    [site?.request, site?.round, update],
  );

  return { updating, failed, updateDesigns };
}
