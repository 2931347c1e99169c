// Marketing templates: a Kigali growth-marketing agency (premium) and a yoga retreat on the Kenyan coast (free).
import { catalogueDocument, type CatalogueEntry } from "./document";

const signalAndStory: CatalogueEntry = {
  slug: "signal-and-story",
  name: "Signal & Story",
  description: "For marketing agencies and consultants selling retainers: results, services, plans, team and FAQs.",
  category: "marketing",
  isPremium: true,
  priceCents: 2900,
  document: catalogueDocument("signal-and-story", {
    siteName: "Signal & Story",
    tagline: "Growth marketing for East African brands that have outgrown word of mouth",
    colors: { primary: "#2340c8", secondary: "#0e1233", accent: "#ffcf3f", background: "#fbfbf8", text: "#15161c" },
    fonts: { heading: "Space Grotesk", body: "DM Sans" },
    layout: "standard",
    look: { hero: "centred", corners: "soft", sections: "banded" },
    seo: {
      metaTitle: "Signal & Story | Growth marketing agency in Kigali, Rwanda",
      metaDescription: "Campaigns, content and paid media for brands across Rwanda, Kenya and Uganda. Monthly retainers from USD 1,200, reported every week in plain numbers.",
    },
    components: { contactForm: true, socialLinks: true },
    effects: { fadeIn: true },
    socialLinks: [
      { label: "LinkedIn", url: "https://www.linkedin.com/" },
      { label: "Instagram", url: "https://www.instagram.com/" },
      { label: "YouTube", url: "https://www.youtube.com/" },
    ],
    sections: [
      {
        id: "home",
        type: "hero",
        heading: "Marketing that shows up in your sales, not just your likes",
        subheading: "We plan, make and run campaigns for brands in Rwanda, Kenya and Uganda, and report every week in numbers your finance team will recognise.",
        action: { label: "Get a free audit", link: "#contact" },
        art: { motif: "chart", seed: 4 },
      },
      {
        id: "results",
        type: "stats",
        title: "Results",
        content: "Averages across our retainer clients in 2025.",
        items: [
          { title: "3.4x", description: "Return on ad spend", sample: true },
          { title: "-38%", description: "Cost per lead in six months", sample: true },
          { title: "62", description: "Brands in four countries", sample: true },
          { title: "1 week", description: "Between each report" },
        ],
      },
      {
        id: "plans",
        type: "pricing",
        title: "Retainers",
        content: "Strategy, content and paid media in one monthly fee, with a named lead and a weekly report. Three months to start, then month to month; media spend is billed at cost.",
        items: [
          { title: "Launch", price: "USD 1,200 a month", description: "For brands starting paid marketing.", features: ["One channel managed", "Eight posts a month", "Weekly report", "Monthly review call"], link: "mailto:signalstory@example.com?subject=Launch%20retainer" },
          { title: "Grow", price: "USD 2,600 a month", description: "For brands ready to scale what works.", features: ["Three channels managed", "Sixteen posts and four videos", "Landing page tests", "Weekly report and call"], link: "mailto:signalstory@example.com?subject=Grow%20retainer" },
          { title: "Partner", price: "USD 4,800 a month", description: "A marketing team without the hiring.", features: ["Every channel managed", "Full content studio", "Quarterly campaign", "A strategist in your office weekly"], link: "mailto:signalstory@example.com?subject=Partner%20retainer" },
        ],
      },
      {
        id: "team",
        type: "team",
        title: "Team",
        items: [
          { title: "Claudine Uwase", description: "Founder and strategy lead", content: "Ran marketing for a pan-African telecom brand for eight years.", art: { motif: "compass", seed: 5 }, sample: true },
          { title: "Eric Habimana", description: "Head of paid media", content: "Has spent more of other people's ad budgets than he likes to admit, wisely.", art: { motif: "chart", seed: 3 }, sample: true },
          { title: "Wambui Kariuki", description: "Content director, Nairobi", content: "Former TV producer; makes thirty-second videos people watch to the end.", art: { motif: "film", seed: 1 }, sample: true },
        ],
      },
      {
        id: "clients",
        type: "testimonials",
        title: "Clients",
        items: [
          { title: "Jean-Paul N.", description: "CEO, a Kigali fintech", content: "Sign-ups tripled in a quarter, and for the first time I knew exactly which advert brought them.", sample: true },
          { title: "Lilian O.", description: "Marketing manager, a Nairobi dairy", content: "They treat our budget like their own money. The weekly report is the first email I open.", sample: true },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "FAQ",
        items: [
          { title: "Do we own the adverts and accounts?", content: "Yes. Every ad account, page and file is set up in your name; we are added as managers." },
          { title: "What if it does not work?", content: "We agree targets in the first month. If we miss them two months running, you can leave with a week's notice." },
          { title: "Do you work outside Rwanda?", content: "Yes: we have people in Kigali and Nairobi and run campaigns across East Africa." },
        ],
      },
      {
        id: "audit",
        type: "cta",
        title: "Where is your marketing money going?",
        content: "Send us read access to your ad accounts and we will tell you, free, in one page, within a week.",
        action: { label: "Get a free audit", link: "#contact" },
      },
      {
        id: "contact",
        type: "contact",
        title: "Contact",
        content: "KG 7 Avenue, Kacyiru, Kigali. We reply within one working day.",
        items: [
          { title: "Email", content: "signalstory@example.com", link: "mailto:signalstory@example.com", sample: true },
          { title: "Phone and WhatsApp", content: "0788 123 456", link: "tel:+250788123456", sample: true },
        ],
      },
    ],
  }),
};

const dianiRetreat: CatalogueEntry = {
  slug: "diani-sunrise-retreat",
  name: "Diani Sunrise Retreat",
  description: "For retreats, workshops and holiday offers that need one persuasive page with dates, prices and bookings.",
  category: "marketing",
  isPremium: false,
  priceCents: 0,
  document: catalogueDocument("diani-sunrise-retreat", {
    siteName: "Diani Sunrise Retreat",
    tagline: "Five days of yoga, sea and rest on the south coast of Kenya",
    colors: { primary: "#0e6e7e", secondary: "#fbe6c8", accent: "#b5421c", background: "#fffcf6", text: "#1e2a2e" },
    fonts: { heading: "Libre Baskerville", body: "Nunito" },
    layout: "standard",
    look: { hero: "full-bleed", corners: "round", sections: "boxed" },
    seo: {
      metaTitle: "Diani Sunrise Retreat | Five-day yoga retreat on Diani Beach, Kenya",
      metaDescription: "A five-day yoga and rest retreat on Diani Beach for beginners and regulars. Sunrise classes, coastal food and time to do nothing. From KSh 68,000.",
    },
    components: { contactForm: true, socialLinks: true },
    socialLinks: [{ label: "Instagram", url: "https://www.instagram.com/" }],
    sections: [
      {
        id: "home",
        type: "hero",
        heading: "Five slow days by the Indian Ocean",
        subheading: "Sunrise yoga on the sand, Swahili coastal food, and afternoons with nothing planned. For complete beginners and seasoned yogis alike.",
        action: { label: "See dates and prices", link: "#prices" },
        art: { motif: "lotus", seed: 8 },
      },
      {
        id: "included",
        type: "features",
        title: "Included",
        items: [
          { title: "Two classes a day", description: "Gentle vinyasa at sunrise, restorative yoga and breathing at sunset.", art: { motif: "lotus", seed: 0 } },
          { title: "All meals, cooked here", description: "Coconut curries, grilled fish and fresh fruit, with vegetarian and vegan options.", art: { motif: "utensils", seed: 1 } },
          { title: "A room by the beach", description: "Cottages among the palms, a two-minute walk from the water.", art: { motif: "bed", seed: 2 } },
          { title: "One excursion", description: "A dhow trip to Kisite marine park, with snorkelling and a seafood lunch.", art: { motif: "wave", seed: 3 } },
        ],
      },
      {
        id: "day",
        type: "hours",
        title: "Your day",
        content: "Galu Beach, Diani, Kwale County.\nFree transfers from Ukunda airstrip and the Mombasa SGR terminus.",
        items: [
          { title: "6:15 am", description: "Sunrise yoga on the beach" },
          { title: "8:30 am", description: "Breakfast on the terrace" },
          { title: "10:00 am", description: "Free time: swim, read, sleep" },
          { title: "4:30 pm", description: "Workshop: breathing, balance or rest" },
          { title: "6:00 pm", description: "Sunset restorative class" },
          { title: "7:30 pm", description: "Dinner together" },
        ],
      },
      {
        id: "prices",
        type: "pricing",
        title: "Prices",
        content: "Next retreats: 14 to 19 July, 8 to 13 September and 17 to 22 November 2026. Prices are per person for five nights.",
        items: [
          { title: "Shared cottage", price: "KSh 68,000", description: "Two single beds, shared with another guest.", features: ["All classes and meals", "Dhow excursion", "Airport transfers"], link: "mailto:dianisunrise@example.com?subject=Shared%20cottage" },
          { title: "Private cottage", price: "KSh 92,000", description: "A cottage of your own.", features: ["All classes and meals", "Dhow excursion", "Airport transfers", "One massage"], link: "mailto:dianisunrise@example.com?subject=Private%20cottage" },
          { title: "Beach banda", price: "KSh 150,000", description: "For two sharing, right on the sand.", features: ["All classes and meals", "Dhow excursion", "Airport transfers", "Two massages each"], link: "mailto:dianisunrise@example.com?subject=Beach%20banda" },
        ],
      },
      {
        id: "guests",
        type: "testimonials",
        title: "Guests",
        items: [
          { title: "Mercy N.", description: "Nairobi, first retreat", content: "I had never done yoga. By day three I was up before the alarm, waiting for the sunrise class.", sample: true },
          { title: "Sophie L.", description: "London, third retreat", content: "The teaching is excellent and the food is even better. I keep coming back.", sample: true },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "FAQ",
        items: [
          { title: "I have never done yoga. Is this for me?", content: "Yes. Every class has a gentler option, and about half our guests are beginners." },
          { title: "How do I book?", content: "Write to us with your dates and room. A 30% deposit by M-Pesa or bank transfer holds your place." },
          { title: "What if I need to cancel?", content: "Cancel more than 30 days ahead for a full refund, or move your deposit to a later retreat at any time." },
        ],
      },
      {
        id: "contact",
        type: "contact",
        title: "Book",
        content: "Ask us anything, or tell us which retreat and room you would like.",
        items: [
          { title: "Email", content: "dianisunrise@example.com", link: "mailto:dianisunrise@example.com", sample: true },
          { title: "Phone and WhatsApp", content: "0723 987 654", link: "tel:+254723987654", sample: true },
        ],
      },
    ],
  }),
};

export const marketingEntries: CatalogueEntry[] = [signalAndStory, dianiRetreat];
