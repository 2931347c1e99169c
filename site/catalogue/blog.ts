// Blog templates: a birding and walking journal from Naivasha (free) and a paid personal-finance newsletter
// from Accra (premium).
import { catalogueDocument, type CatalogueEntry } from "./document";

const fieldNotes: CatalogueEntry = {
  slug: "field-notes-from-the-rift",
  name: "Field Notes from the Rift",
  description: "For nature, travel and hobby writers who want a journal with a sidebar, recent posts and a gallery.",
  category: "blog",
  isPremium: false,
  priceCents: 0,
  document: catalogueDocument("field-notes-from-the-rift", {
    siteName: "Field Notes from the Rift",
    tagline: "Birds, walks and weather around Lake Naivasha, written up every Sunday",
    colors: { primary: "#3d4f1f", secondary: "#2c3817", accent: "#e2a72e", background: "#fcfaf2", text: "#26261f" },
    fonts: { heading: "Lora", body: "Roboto" },
    layout: "sidebar",
    look: { hero: "split", corners: "soft", sections: "banded" },
    seo: {
      metaTitle: "Field Notes from the Rift | Birding and walking journal, Lake Naivasha",
      metaDescription: "A weekly journal of birds seen, walks taken and weather watched around Lake Naivasha and Hell's Gate, with notes for first-time birders.",
    },
    components: { gallery: true, socialLinks: true },
    effects: { fadeIn: true },
    socialLinks: [
      { label: "Mastodon", url: "https://mastodon.social/" },
      { label: "eBird", url: "https://ebird.org/" },
    ],
    sections: [
      {
        id: "home",
        type: "hero",
        heading: "Three hundred species, one lake",
        subheading: "Notes from early mornings on the shore of Lake Naivasha: what flew past, where to stand, and what the weather was doing.",
        action: { label: "Read the latest", link: "#latest" },
        art: { motif: "mountain", seed: 0 },
      },
      {
        id: "latest",
        type: "content",
        title: "Latest notes",
        items: [
          { title: "The fish eagles are nesting early", content: "Two pairs on the Crescent Island side and one near the Fisherman's Camp jetty. Go before seven, when the wind is still." },
          { title: "A first-timer's walk in Hell's Gate", content: "Eight kilometres, two hours, and eleven raptors if you look up at the gorge cliffs. A route with every stop marked." },
          { title: "What the long rains brought in", content: "Northern wheatears on the way out, European bee-eaters passing through, and the first flamingos in three years." },
        ],
      },
      {
        id: "sightings",
        type: "gallery",
        title: "Sketchbook",
        content: "Quick drawings from the hide, scanned on the day.",
        items: [
          { title: "Crescent Island at dawn", description: "Pelicans, 40 of them, 6:10 am", art: { motif: "sun", seed: 0 } },
          { title: "Acacia woodland", description: "Grey-backed fiscal on a thorn", art: { motif: "tree", seed: 1 } },
          { title: "Hell's Gate gorge", description: "Verreaux's eagle circling", art: { motif: "mountain", seed: 2 } },
          { title: "The lake after rain", description: "Flamingos, at last", art: { motif: "wave", seed: 3 } },
          { title: "Eburru forest edge", description: "Hartlaub's turaco, heard before seen", art: { motif: "leaf", seed: 4 } },
          { title: "Lakeside camp", description: "Malachite kingfisher on the jetty rope", art: { motif: "compass", seed: 5 } },
        ],
      },
      {
        id: "about",
        type: "content",
        title: "About",
        content: "I am Joseph Kiprono, a retired geography teacher. I have lived by the lake for twenty-six years and kept a notebook for all of them. This journal is where the notebook goes public.\n\nEverything here is written for people who are new to birds. If a post uses a word you do not know, tell me and I will fix it.",
        art: { motif: "leaf", seed: 3 },
      },
      {
        id: "topics",
        type: "features",
        title: "Start here",
        features: ["Birding for beginners", "Walks around the lake", "Monthly sightings list", "Binoculars on a budget", "Where to stay in Naivasha", "Reading the weather"],
      },
      {
        id: "contact",
        type: "contact",
        title: "Write to me",
        content: "Seen something unusual near the lake? Send me the date, the place and a description.",
        items: [
          { title: "Email", content: "fieldnotes@example.com", link: "mailto:fieldnotes@example.com", sample: true },
          { title: "Guided walks", content: "Saturdays from the Fisherman's Camp gate, by arrangement" },
        ],
      },
    ],
  }),
};

const ledgerAndLamp: CatalogueEntry = {
  slug: "ledger-and-lamp",
  name: "Ledger & Lamp",
  description: "For newsletter writers and paid publications: essays up front, subscription plans, reader numbers and FAQs.",
  category: "blog",
  isPremium: true,
  priceCents: 1500,
  document: catalogueDocument("ledger-and-lamp", {
    siteName: "Ledger & Lamp",
    tagline: "A weekly letter about money, work and building a life in Ghana",
    colors: { primary: "#0f4c5c", secondary: "#0f4c5c", accent: "#e36414", background: "#fffdf8", text: "#1d2327" },
    fonts: { heading: "Playfair Display", body: "Inter" },
    layout: "minimal",
    look: { hero: "centred", corners: "soft", sections: "plain" },
    seo: {
      metaTitle: "Ledger & Lamp | A weekly letter about money in Ghana",
      metaDescription: "Plain-spoken essays on saving, investing, salaries and side businesses for young professionals in Ghana. Free every Friday; members get the spreadsheets.",
    },
    components: { socialLinks: true, contactForm: true },
    effects: { fadeIn: true },
    socialLinks: [
      { label: "X", url: "https://x.com/" },
      { label: "LinkedIn", url: "https://www.linkedin.com/" },
      { label: "RSS", url: "https://ledgerandlamp.example.com/feed.xml" },
    ],
    sections: [
      {
        id: "home",
        type: "hero",
        heading: "Money, explained like a friend would",
        subheading: "Every Friday: one honest essay about saving, salaries, treasury bills or starting something on the side. Written in Accra, for people building a life in Ghana.",
        action: { label: "Subscribe free", link: "#plans" },
        art: { motif: "wallet", seed: 4 },
      },
      {
        id: "readers",
        type: "stats",
        title: "Readership",
        items: [
          { title: "18,400", description: "Friday readers", sample: true },
          { title: "212", description: "Letters since 2021" },
          { title: "61%", description: "Open every issue", sample: true },
        ],
      },
      {
        id: "essays",
        type: "content",
        title: "Letters",
        items: [
          { title: "Your first treasury bill, step by step", content: "What a 91-day bill really pays after tax, how to buy one from your phone, and the mistake I made with my first." },
          { title: "The susu that taught me to budget", content: "My mother's market-women savings group ran better than most apps. What it gets right about money and people." },
          { title: "Should you ask for a raise in cedis or dollars?", content: "Five readers, five employers, and what happened when each of them asked." },
        ],
      },
      {
        id: "plans",
        type: "pricing",
        title: "Subscribe",
        content: "The Friday letter is free and always will be. Members keep it that way, and get the tools behind it.",
        items: [
          { title: "Free", price: "GH₵ 0", description: "The Friday letter.", features: ["One essay every week", "The full archive", "Reply to any letter"], link: "mailto:ledgerandlamp@example.com?subject=Subscribe" },
          { title: "Member", price: "GH₵ 40 a month", description: "For readers who want the workings.", features: ["Everything in Free", "Budget and T-bill spreadsheets", "A monthly live Q&A", "Members' discussion group"], link: "mailto:ledgerandlamp@example.com?subject=Member" },
          { title: "Founding member", price: "GH₵ 900 a year", description: "For readers who want to back the work.", features: ["Everything in Member", "Your name in the yearly report", "A one-to-one budget review"], link: "mailto:ledgerandlamp@example.com?subject=Founding%20member" },
        ],
      },
      {
        id: "letters",
        type: "testimonials",
        title: "Reviews",
        items: [
          { title: "Akosua B.", description: "Nurse, Kumasi", content: "I bought my first treasury bill because of one Friday letter. I have not stopped since.", sample: true },
          { title: "Kwame O.", description: "Software developer, Accra", content: "The only money writing that knows what a trotro fare costs.", sample: true },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "FAQ",
        items: [
          { title: "Is this financial advice?", content: "No. I explain how things work and what I did; your situation is yours. For advice, see a licensed adviser." },
          { title: "How do I pay for a membership?", content: "By mobile money (MTN, Telecel or AirtelTigo) or by card. You can cancel any time from your account." },
          { title: "Who writes Ledger & Lamp?", content: "Efua Mensah, a chartered accountant who spent nine years auditing banks before writing full time." },
        ],
      },
      {
        id: "join",
        type: "cta",
        title: "One good letter a week",
        content: "Free, every Friday morning. Unsubscribe with one click.",
        action: { label: "Subscribe free", link: "#plans" },
      },
      {
        id: "contact",
        type: "contact",
        title: "Write in",
        content: "Questions for a future letter are welcome. I read every one, even when I cannot answer.",
        items: [
          { title: "Email", content: "ledgerandlamp@example.com", link: "mailto:ledgerandlamp@example.com", sample: true },
          { title: "Phone", content: "024 123 4567", link: "tel:+233241234567", sample: true },
        ],
      },
    ],
  }),
};

export const blogEntries: CatalogueEntry[] = [fieldNotes, ledgerAndLamp];
