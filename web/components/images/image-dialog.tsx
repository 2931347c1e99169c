// The AI image generator (spec section 4): a prompt (required), size, style and quality; the month's credits for a
// signed-in user, fetched when the dialog opens and after every generation; Generate is off while working or with
// no credits left (and a free plan is told which plan has more). The picture made is shown, then 'Add to section'
// puts it in the document.
import { ImagePlus, Sparkles } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import useSWR from "swr";
import { ILLUSTRATIONS_ONLY, imageQualities, imageSizes, imageStyles, IMAGE_FAILED, OUT_OF_CREDITS, outOfCreditsAdvice, PROMPT_REQUIRED, PROMPT_REQUIRED_HINT, qualityLabels, sizeLabels, styleLabels, type ImageQuality, type ImageSize, type ImageStyle } from "../../../schema/images";
import { checkoutPath } from "../../../schema/plans";
import { useUser } from "../../hooks/use-user";
import { api, read } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { appImageUrl } from "../../lib/uploads";
import { buttonClass } from "../button-link";
import { FormField, inputClass } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { Meter } from "../ui/progress";
import { Select } from "../ui/select";

export interface ImageTarget {
  /** What the picture is for ("Hero image"). */
  label: string;
  apply: (url: string) => void;
}

export const CREDITS_KEY = "/api/image-credits";
const fetchCredits = () => read(api["image-credits"].$get());

export function ImageDialog({ target, onClose }: { target: ImageTarget | null; onClose: () => void }) {
  const { user } = useUser();
  const open = target !== null;
  // Fetched each time the dialog opens (the spec), and again after each generation.
  const { data: credits, mutate: refreshCredits } = useSWR(open && user ? CREDITS_KEY : null, fetchCredits, { revalidateOnMount: true });
  const [prompt, setPrompt] = useState("");
  const [promptError, setPromptError] = useState<string | undefined>();
  const [size, setSize] = useState<ImageSize>("1024x1024");
  const [style, setStyle] = useState<ImageStyle>("vivid");
  const [quality, setQuality] = useState<ImageQuality>("standard");
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setMade(null);
      setPromptError(undefined);
      void refreshCredits();
    }
  }, [open, refreshCredits]);

  const none = credits?.remaining === 0;

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (!prompt.trim()) {
      setPromptError(PROMPT_REQUIRED);
      toast({ title: PROMPT_REQUIRED, description: PROMPT_REQUIRED_HINT, variant: "destructive" });
      return;
    }
    setPromptError(undefined);
    setBusy(true);
    try {
      const image = await read(api["generate-image"].$post({ json: { prompt, size, style, quality } }));
      setMade(image.url);
      toast({ title: "Image generated", description: "Add it to your website, or describe another." });
    } catch (err) {
      toast({ title: "Generation failed", description: errorText(err, IMAGE_FAILED), variant: "destructive" });
    } finally {
      setBusy(false);
      void refreshCredits();
    }
  }

  function add() {
    if (!target || !made) return;
    target.apply(made);
    toast({ title: "Image added", description: `The picture is your ${target.label.toLowerCase()} now.` });
    onClose();
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      icon={<Sparkles className="size-5" />}
      title="Generate an image with AI"
      description={target ? `For the ${target.label.toLowerCase()}. Describe what it should show.` : ""}
      size="md"
    >
      {user && credits && (
        <div className="mt-4">
          <div className="flex justify-between text-sm">
            <span className="font-medium">AI images this month</span>
            <span className="text-slate-600 dark:text-slate-400">{credits.limit === null ? `${credits.used} used · Unlimited` : `${credits.used} of ${credits.limit}`}</span>
          </div>
          <Meter label="AI images this month" value={credits.used} max={credits.limit} className="mt-1.5 h-2" />
          {none && (
            <p role="note" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/15 dark:text-amber-100">
              {user.subscriptionTier === "free" ? (
                <>
                  {OUT_OF_CREDITS}{" "}
                  <Link to={checkoutPath("basic")} className="font-semibold underline">
                    {outOfCreditsAdvice("free").slice(OUT_OF_CREDITS.length + 1)}
                  </Link>
                </>
              ) : (
                outOfCreditsAdvice(user.subscriptionTier)
              )}
            </p>
          )}
        </div>
      )}
      {credits?.illustrations && (
        <p role="note" className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {ILLUSTRATIONS_ONLY}
        </p>
      )}
      <form onSubmit={generate} noValidate className="mt-5 grid gap-4">
        <FormField label="Prompt" description="For example: a sunny bakery window with fresh bread, warm colours" error={promptError}>
          {(control) => <textarea {...control} rows={3} value={prompt} maxLength={1000} onChange={(e) => setPrompt(e.target.value)} className={inputClass} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select label="Size" value={size} options={imageSizes.map((v) => ({ value: v, label: sizeLabels[v] }))} onChange={setSize} />
          <Select label="Style" value={style} options={imageStyles.map((v) => ({ value: v, label: styleLabels[v] }))} onChange={setStyle} />
          <Select label="Quality" value={quality} options={imageQualities.map((v) => ({ value: v, label: qualityLabels[v] }))} onChange={setQuality} />
        </div>
        <button type="submit" disabled={busy || none} className={buttonClass(made ? "secondary" : "primary", "md")}>
          <Sparkles className="size-4" aria-hidden="true" />
          {busy ? "Generating..." : made ? "Generate another" : "Generate"}
        </button>
      </form>
      {made && (
        <div className="mt-5">
          <img src={appImageUrl(made)} alt={`Generated from: ${prompt}`} className="max-h-64 w-full rounded-lg border border-slate-200 object-contain dark:border-slate-700" />
          <button type="button" onClick={add} className={buttonClass("primary", "md", "mt-4 w-full")}>
            <ImagePlus className="size-4" aria-hidden="true" />
            Add to section
          </button>
        </div>
      )}
    </Modal>
  );
}
