// /ai-builder: describe a website (freely, or guided by category and colour scheme) and get three designs. The
// description is read first (POST /api/brief); when the reading is unsure of the kind of site or its name, the
// page asks before designing, in place of the form.
import { ChevronDown, ImagePlus, Lightbulb, Loader2, Sparkles, X } from "lucide-react";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { buildPrompt, categories, colourSchemes, PROMPT_MAX } from "../../schema/prompt";
import { buttonClass } from "../components/button-link";
import { FormField, inputClass } from "../components/ui/form-field";
import { Select } from "../components/ui/select";
import { Progress } from "../components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useGeneration } from "../hooks/use-generation";
import { useUser } from "../hooks/use-user";
import { readDraft, writeDraft } from "../lib/ai-builder-draft";
import { setStorageOwner } from "../lib/owned-storage";
import { readGenerated, setReturnTo, withImages, writeNewGeneration, type SiteImages } from "../lib/generated-site";
import { toast } from "../lib/toast";
import { appImageUrl } from "../lib/uploads";

/** The guided builder's choices: any, or one of the spec's categories and colour schemes. */
const categoryChoices = [{ value: "", label: "Any category" }, ...categories];
const schemeChoices = [{ value: "", label: "Any colours" }, ...colourSchemes];

const examples = [
  "A bakery called Crumb & Co in Nairobi selling sourdough, croissants and celebration cakes",
  "A portfolio for a wedding photographer in Cape Town with a gallery and booking details",
  "An online shop for handmade leather bags with free delivery in Kenya",
  "A blog about plant-based cooking on a budget, with weekly recipes",
  "A landing page for a yoga studio offering morning classes and a first class free",
];

const marks = [
  { at: 20, label: "Reading your description" },
  { at: 50, label: "Designing layouts and colours" },
  { at: 80, label: "Writing your content" },
];

type Tab = "prompt" | "guided";

type ImageSlot = keyof SiteImages;
const slots: { key: ImageSlot; label: string }[] = [
  { key: "hero", label: "Hero image" },
  { key: "about", label: "About image" },
];

// Opened only when a visitor asks for a picture: nothing of them is in this page's first load.
const ImageDialog = lazy(() => import("../components/images/image-dialog").then((m) => ({ default: m.ImageDialog })));
const LibraryDialog = lazy(() => import("../components/images/library-dialog").then((m) => ({ default: m.LibraryDialog })));
const AccountDialog = lazy(() => import("../components/account-dialog").then((m) => ({ default: m.AccountDialog })));
// Only when the reading of a description is unsure: most visitors never load it.
const loadAskFirst = () => import("../components/brief/ask-first");
const AskFirst = lazy(() => loadAskFirst().then((m) => ({ default: m.AskFirst })));

export default function AiBuilder() {
  useDocumentTitle("AI Website Builder");
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>("prompt");
  const [description, setDescription] = useState("");
  const [category, setCategory] = useState("");
  const [scheme, setScheme] = useState("");
  const [images, setImages] = useState<SiteImages>({});
  // Which slot is being filled, and how (the dialogs load only when first opened).
  const [picking, setPicking] = useState<{ slot: ImageSlot; way: "generate" | "library" } | null>(null);
  const [accountNeeded, setAccountNeeded] = useState(false);
  const { user, isLoading: userLoading } = useUser();
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  // Filled after the first drawing, which must match the build's prerender of the empty form; a layout effect, so
  // before it paints. Words typed into the drawn page before React took it over are in the field but not in state:
  // they win. Otherwise 'Create New' comes back here with the last request filled in, to edit rather than retype.
  // The form kept is the signed-in person's (lib/owned-storage.ts): filled once it is known who that is.
  const filled = useRef(false);
  useLayoutEffect(() => {
    const typed = descriptionField.current?.value ?? "";
    if (typed.trim() === "") return;
    filled.current = true;
    setDescription(typed);
  }, []);
  useLayoutEffect(() => {
    if (userLoading) return;
    setStorageOwner(user?.id ?? null);
    if (filled.current) return;
    filled.current = true;
    // A form in progress (kept through the sign-in detour) comes before the last request.
    const last = readDraft() ?? readGenerated()?.request;
    if (!last) return;
    setTab(last.tab ?? "prompt");
    setDescription(last.description ?? "");
    setCategory(last.category ?? "");
    setScheme(last.scheme ?? "");
    setImages(last.images ?? {});
  }, [userLoading, user]);

  // Every change is kept in this browser, so signing in to generate a picture loses nothing.
  const drafted = useRef(false);
  useEffect(() => {
    if (!drafted.current) {
      drafted.current = true;
      return;
    }
    writeDraft({ tab, description, category, scheme, images });
  }, [tab, description, category, scheme, images]);

  function pickImage(slot: ImageSlot, way: "generate" | "library") {
    if (!user) {
      setReturnTo("/ai-builder");
      return setAccountNeeded(true);
    }
    setPicking({ slot, way });
  }
  const { reading, asking, busy, progress, start, answer, back, cancel } = useGeneration(({ prompt, designs, brief, writer }) => {
    writeNewGeneration({ designs: designs.map((d) => withImages(d, images)), request: { tab, description, category, scheme, prompt, images }, brief, writer });
    window.setTimeout(() => navigate("/ai-builder-result"), 500);
  });
  const empty = description.trim() === "";

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (empty) {
      toast({ title: "Please provide a description", description: "Tell us what kind of website you want to create", variant: "destructive" });
      return;
    }
    // The question's code comes while the description is read, in case there is something to ask.
    void loadAskFirst().catch(() => {});
    void start(tab === "guided" ? buildPrompt(description, category, scheme) : description.trim());
  }

  // Back from the question: the description, as it was, has focus again.
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !asking && !busy) descriptionField.current?.focus();
    wasAsking.current = asking !== null;
  }, [asking, busy]);

  if (busy) {
    const stage = [...marks].reverse().find((m) => progress >= m.at)?.label ?? "Getting started";
    return (
      <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center" aria-live="polite">
        <Loader2 className="size-10 animate-spin text-indigo-600" aria-hidden="true" />
        <h1 className="mt-6 text-2xl font-bold">Creating your website</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{stage}…</p>
        <Progress label="Generation progress" value={Math.round(progress)} className="mt-8 h-3 w-full">
          {marks.map((m) => (
            <span key={m.at} className="absolute top-0 h-full w-0.5 bg-white/80 dark:bg-slate-950/80" style={{ left: `${m.at}%` }} aria-hidden="true" />
          ))}
        </Progress>
        <ol className="mt-3 flex w-full justify-between text-xs text-slate-500 dark:text-slate-400">
          {marks.map((m) => (
            <li key={m.at} className={progress >= m.at ? "font-semibold text-indigo-700 dark:text-indigo-300" : ""}>
              {m.at}% · {m.label}
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={cancel}
          disabled={progress > 90}
          className="mt-8 inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          <X className="size-4" aria-hidden="true" />
          Cancel
        </button>
      </section>
    );
  }

  // Both ways share the description: it is one piece of state, drawn in whichever panel is showing.
  const describe = (
    <>
      <FormField label="Describe your website">
        {(control) => (
          <textarea
            {...control}
            ref={descriptionField}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            rows={5}
            maxLength={PROMPT_MAX}
            placeholder="A bakery called Crumb & Co in Nairobi selling sourdough and cakes, with our story, a menu and how to order"
            className={inputClass}
          />
        )}
      </FormField>

      <details className="group rounded-lg border border-slate-200 dark:border-slate-800">
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold">
          <Lightbulb className="size-4 text-amber-500" aria-hidden="true" />
          Example prompts
          <ChevronDown className="ml-auto size-4 transition group-open:rotate-180" aria-hidden="true" />
        </summary>
        <ul className="space-y-1 px-2 pb-3">
          {examples.map((example) => (
            <li key={example}>
              <button type="button" onClick={() => setDescription(example)} className="w-full rounded-md px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800">
                {example}
              </button>
            </li>
          ))}
        </ul>
      </details>

      <details className="group rounded-lg border border-slate-200 dark:border-slate-800">
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold">
          <ImagePlus className="size-4 text-indigo-500" aria-hidden="true" />
          Add AI-Generated Images
          <ChevronDown className="ml-auto size-4 transition group-open:rotate-180" aria-hidden="true" />
        </summary>
        <div className="grid gap-3 px-4 pb-4 sm:grid-cols-2">
          {slots.map(({ key, label }) => (
            <div key={key} className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <p className="font-semibold text-slate-800 dark:text-slate-200">{label}</p>
              {images[key] ? (
                <img src={appImageUrl(images[key])} alt={`Chosen ${label.toLowerCase()}`} className="mt-2 aspect-video w-full rounded-md object-cover" />
              ) : (
                <p className="mt-1">None yet: the designs use colour artwork.</p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <button type="button" onClick={() => pickImage(key, "generate")} className={buttonClass("secondary", "sm")}>
                  <Sparkles className="size-4" aria-hidden="true" />
                  Generate<span className="sr-only"> {label.toLowerCase()}</span>
                </button>
                <button type="button" onClick={() => pickImage(key, "library")} className={buttonClass("ghost", "sm")}>
                  Your images<span className="sr-only"> for the {label.toLowerCase()}</span>
                </button>
                {images[key] && (
                  <button type="button" onClick={() => setImages((i) => ({ ...i, [key]: undefined }))} className={buttonClass("ghost", "sm")}>
                    Remove<span className="sr-only"> {label.toLowerCase()}</span>
                  </button>
                )}
              </div>
            </div>
          ))}
        </div>
      </details>
    </>
  );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">AI Website Builder</h1>
      <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">
        Describe your website in plain words. You will get three finished designs to choose from in seconds.
      </p>

      {asking ? (
        <Suspense fallback={<p role="status" className="mt-8 text-slate-600 dark:text-slate-400">Reading your description...</p>}>
          <AskFirst
            brief={asking.brief}
            questions={asking.questions}
            writer={asking.writer}
            onAnswered={answer}
            onBack={back}
          />
        </Suspense>
      ) : (
        <form onSubmit={submit} aria-busy={reading} className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <Tabs value={tab} onValueChange={(t) => setTab(t as Tab)}>
            <TabsList aria-label="How to describe your website">
              <TabsTrigger value="prompt">Text Prompt</TabsTrigger>
              <TabsTrigger value="guided">Guided Builder</TabsTrigger>
            </TabsList>
            <TabsContent value="prompt" className="mt-6 space-y-5">
              {describe}
            </TabsContent>
            <TabsContent value="guided" className="mt-6 space-y-5">
              <div className="grid gap-4 sm:grid-cols-2">
                <Select label="Website category" options={categoryChoices} value={category} onChange={setCategory} />
                <Select label="Colour scheme" options={schemeChoices} value={scheme} onChange={setScheme} />
              </div>
              {describe}
            </TabsContent>
          </Tabs>

          <button
            type="submit"
            disabled={empty || reading}
            className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-indigo-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {reading ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : <Sparkles className="size-5" aria-hidden="true" />}
            {reading ? "Reading your description..." : "Generate Website"}
          </button>
        </form>
      )}
      <Suspense fallback={null}>
        {picking?.way === "generate" && (
          <ImageDialog
            target={{ label: slots.find((s) => s.key === picking.slot)!.label, apply: (url) => setImages((i) => ({ ...i, [picking.slot]: url })) }}
            onClose={() => setPicking(null)}
          />
        )}
        {picking?.way === "library" && (
          <LibraryDialog
            label={slots.find((s) => s.key === picking.slot)!.label}
            onPick={(url) => {
              setImages((i) => ({ ...i, [picking.slot]: url }));
              setPicking(null);
            }}
            onClose={() => setPicking(null)}
          />
        )}
        {accountNeeded && <AccountDialog open onOpenChange={setAccountNeeded} returnTo="/ai-builder" />}
      </Suspense>
    </div>
  );
}
