// Landing pages: a farming app launching in Kenya (premium) and a half marathon in Kisumu (free).
import { catalogueDocument, type CatalogueEntry } from "./document";

const shambaPulse: CatalogueEntry = {
  slug: "shamba-pulse",
  name: "Shamba Pulse",
  description: "For apps and start-ups launching a product: proof in numbers, features, plans, answers and a sign-up.",
  category: "landing",
  isPremium: true,
  priceCents: 2400,
  document: catalogueDocument("shamba-pulse", {
    siteName: "Shamba Pulse",
    tagline: "Soil sensors and SMS advice that help smallholder farmers water, feed and harvest at the right time",
    colors: { primary: "#166534", secondary: "#0c2b18", accent: "#bef264", background: "#f6faf3", text: "#14201a" },
    fonts: { heading: "Montserrat", body: "DM Sans" },
    layout: "standard",
    look: { hero: "split", corners: "round", sections: "boxed" },
    seo: {
      metaTitle: "Shamba Pulse | Soil sensors and SMS farm advice for Kenyan smallholders",
      metaDescription: "A solar soil sensor and a daily SMS that tell you when to water, feed and harvest. Works on any phone. From KSh 450 a month, with a free first season.",
    },
    components: { contactForm: true, socialLinks: true },
    effects: { fadeIn: true },
    socialLinks: [
      { label: "YouTube", url: "https://www.youtube.com/" },
      { label: "Facebook", url: "https://www.facebook.com/" },
    ],
    sections: [
      {
        id: "home",
        type: "hero",
        heading: "Know what your soil needs before your crops show it",
        subheading: "A solar sensor in your shamba and one SMS every morning: when to water, when to top-dress, and when the market price is right to sell.",
        action: { label: "Start a free season", link: "#plans" },
        art: { motif: "leaf", seed: 2 },
      },
      {
        id: "results",
        type: "stats",
        title: "Results",
        content: "From 2,300 farms in Nyeri, Meru and Nakuru counties, measured over the 2025 long rains.",
        items: [
          { title: "31%", description: "More maize per acre", sample: true },
          { title: "40%", description: "Less water pumped", sample: true },
          { title: "18,000", description: "Shillings saved on fertiliser a season", sample: true },
          { title: "2,300", description: "Farms using Shamba Pulse" },
        ],
      },
      {
        id: "features",
        type: "features",
        title: "How it works",
        content: "No smartphone, no data bundle and no training needed.",
        items: [
          { title: "Push it into the ground", description: "The sensor reads moisture, temperature and nutrients every hour, on solar power.", art: { motif: "droplet", seed: 0 } },
          { title: "Read one SMS a day", description: "Plain advice in English or Kiswahili, at 6 am, on any phone.", art: { motif: "smartphone", seed: 1 } },
          { title: "Sell at the right price", description: "Prices from the nearest three markets, so the broker cannot guess for you.", art: { motif: "chart", seed: 2 } },
          { title: "Ask an agronomist", description: "Reply to any message and a trained agronomist answers within a day.", art: { motif: "hands-heart", seed: 3 } },
        ],
      },
      {
        id: "farmers",
        type: "testimonials",
        title: "Farmers",
        items: [
          { title: "Mary Wairimu", description: "Maize and beans, Nyeri", content: "I used to water by guessing. Now the phone tells me, and my pump runs half as long.", sample: true },
          { title: "Josphat Mutua", description: "Tomatoes, Meru", content: "The price messages alone paid for the sensor in one season.", sample: true },
          { title: "Agnes Chebet", description: "Chairperson, a Nakuru farmers' group", content: "Forty of our members use it. We now plant and sell together.", sample: true },
        ],
      },
      {
        id: "plans",
        type: "pricing",
        title: "Plans",
        content: "The first season is free on every plan. Pay monthly by M-Pesa and stop any time.",
        items: [
          { title: "Shamba", price: "KSh 450 a month", description: "For one farm up to two acres.", features: ["One sensor", "Daily SMS advice", "Market prices"], link: "mailto:shambapulse@example.com?subject=Shamba%20plan" },
          { title: "Shamba Plus", price: "KSh 900 a month", description: "For larger or mixed farms.", features: ["Three sensors", "Daily SMS advice", "Market prices", "Agronomist on call"], link: "mailto:shambapulse@example.com?subject=Shamba%20Plus%20plan" },
          { title: "Group", price: "KSh 300 a farm", description: "For co-operatives of ten or more.", features: ["A sensor per farm", "Group market reports", "Training day on site"], link: "mailto:shambapulse@example.com?subject=Group%20plan" },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "FAQ",
        items: [
          { title: "What happens if the sensor breaks?", content: "We replace it free within three days for as long as you subscribe. Our field officers visit every ward we serve." },
          { title: "Which crops does it support?", content: "Maize, beans, potatoes, tomatoes, kale, cabbages, avocados and coffee. More each season." },
          { title: "Who sees my farm's data?", content: "Only you and our agronomists. We never sell it, and you can ask us to delete it at any time." },
        ],
      },
      {
        id: "start",
        type: "cta",
        title: "Planting this season?",
        content: "Register before the rains and your sensor is in the ground within a week.",
        action: { label: "Register your farm", link: "#contact" },
      },
      {
        id: "contact",
        type: "contact",
        title: "Register",
        content: "Send your name, county and crops, or call and a field officer will visit.",
        items: [
          { title: "Call or SMS", content: "0711 234 567", link: "tel:+254711234567", sample: true },
          { title: "Email", content: "shambapulse@example.com", link: "mailto:shambapulse@example.com", sample: true },
          { title: "Office", content: "Kenyatta Road, Nyeri" },
        ],
      },
    ],
  }),
};

const kisumuHalf: CatalogueEntry = {
  slug: "kisumu-lakeside-half",
  name: "Kisumu Lakeside Half",
  description: "For races, fun runs and one-day events: the date, the schedule, entry fees and answers on one page.",
  category: "landing",
  isPremium: false,
  priceCents: 0,
  document: catalogueDocument("kisumu-lakeside-half", {
    siteName: "Kisumu Lakeside Half",
    tagline: "A half marathon, 10 km and family fun run along Lake Victoria, Sunday 6 September 2026",
    colors: { primary: "#0b4f8a", secondary: "#0b4f8a", accent: "#ff8a00", background: "#ffffff", text: "#0f1d2e" },
    fonts: { heading: "Oswald", body: "Roboto" },
    layout: "standard",
    look: { hero: "full-bleed", corners: "square", sections: "banded" },
    seo: {
      metaTitle: "Kisumu Lakeside Half Marathon 2026 | 21 km, 10 km and 5 km fun run",
      metaDescription: "Run 21.1 km, 10 km or a 5 km family fun run along Lake Victoria on Sunday 6 September 2026. Entries from KSh 500; every finisher gets a medal.",
    },
    components: { contactForm: false },
    sections: [
      {
        id: "home",
        type: "hero",
        heading: "Run the lake. Sunday 6 September.",
        subheading: "A flat, fast course from Kisumu's Dunga Beach along the shore of Lake Victoria and back. 21.1 km, 10 km and a 5 km family fun run.",
        action: { label: "Enter the race", link: "#entries" },
        art: { motif: "wave", seed: 5 },
      },
      {
        id: "race",
        type: "stats",
        title: "The race",
        items: [
          { title: "21.1 km", description: "Half marathon, chip timed" },
          { title: "10 km", description: "For first-time racers" },
          { title: "5 km", description: "Family fun run, all ages" },
          { title: "3,000", description: "Places, first come first served" },
        ],
      },
      {
        id: "entries",
        type: "services",
        title: "Entries",
        content: "Entries close on 30 August or when all places are taken. Pay by M-Pesa when you register.",
        items: [
          { title: "Half marathon", description: "Chip timing, race T-shirt, medal and a finish-line meal.", price: "KSh 2,000" },
          { title: "10 km", description: "Chip timing, race T-shirt and medal.", price: "KSh 1,500" },
          { title: "5 km fun run", description: "A medal for every finisher; children under 12 run free with an adult.", price: "KSh 500" },
          { title: "Team of ten", description: "Any distance, one shared tent at the finish.", price: "KSh 13,500" },
        ],
      },
      {
        id: "schedule",
        type: "hours",
        title: "Race day",
        content: "Start and finish: Dunga Beach, Kisumu.\nCollect your race number at the Kisumu Sports Ground on Friday or Saturday, 10 am to 5 pm.",
        items: [
          { title: "5:30 am", description: "Bag drop and warm-up open" },
          { title: "6:30 am", description: "Half marathon start" },
          { title: "7:00 am", description: "10 km start" },
          { title: "8:00 am", description: "5 km family fun run start" },
          { title: "10:30 am", description: "Prize giving and music" },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "FAQ",
        items: [
          { title: "Is there water on the course?", content: "Yes, every 3 km, with electrolyte drinks at 9 km and 15 km." },
          { title: "Is there a time limit?", content: "Three and a half hours for the half marathon. The road reopens after that." },
          { title: "Can I transfer my entry?", content: "Yes, free until 30 August. Write to us with both runners' names." },
          { title: "Where do I park?", content: "At the Kisumu Sports Ground; free shuttle buses run to the start from 5 am." },
        ],
      },
      {
        id: "contact",
        type: "contact",
        title: "Contact",
        content: "The race office answers on weekdays from 9 am to 5 pm.",
        items: [
          { title: "Email", content: "lakesidehalf@example.com", link: "mailto:lakesidehalf@example.com", sample: true },
          { title: "Phone", content: "0733 456 789", link: "tel:+254733456789", sample: true },
        ],
      },
    ],
  }),
};

export const landingEntries: CatalogueEntry[] = [shambaPulse, kisumuHalf];
