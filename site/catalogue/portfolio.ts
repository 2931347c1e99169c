// Portfolio templates: a Kampala design studio (premium) and a Cape Town wedding and portrait photographer (free).
import { catalogueDocument, type CatalogueEntry } from "./document";

const nileLines: CatalogueEntry = {
  slug: "nile-lines-studio",
  name: "Nile Lines Studio",
  description: "For design studios and agencies that want bold, dark case studies, clear packages and the team up front.",
  category: "portfolio",
  isPremium: true,
  priceCents: 2900,
  document: catalogueDocument("nile-lines-studio", {
    siteName: "Nile Lines Studio",
    tagline: "Brand identity, packaging and digital design from Kampala",
    colors: { primary: "#ff6b3d", secondary: "#1b1a21", accent: "#ffd23f", background: "#111014", text: "#f3efe7" },
    fonts: { heading: "Space Grotesk", body: "Inter" },
    layout: "standard",
    look: { hero: "large-type", corners: "square", sections: "plain" },
    seo: {
      metaTitle: "Nile Lines Studio | Brand and packaging design, Kampala",
      metaDescription: "An independent Kampala studio designing brands, packaging and websites for East African businesses, NGOs and the companies that work with them.",
    },
    components: { gallery: true, contactForm: true, socialLinks: true },
    effects: { fadeIn: true },
    socialLinks: [
      { label: "Behance", url: "https://www.behance.net/" },
      { label: "Instagram", url: "https://www.instagram.com/" },
      { label: "LinkedIn", url: "https://www.linkedin.com/" },
    ],
    sections: [
      {
        id: "home",
        type: "hero",
        heading: "Brands with a sense of place",
        subheading: "We are a seven-person studio in Kololo, designing identities, packaging and websites for businesses that grew up in East Africa and want to be seen everywhere.",
        action: { label: "See our work", link: "#work" },
        art: { motif: "pen-tool", seed: 3 },
      },
      {
        id: "work",
        type: "gallery",
        title: "Work",
        content: "A few projects from the last two years. Full case studies are available on request.",
        items: [
          { title: "Rwenzori Tea Estates", description: "Identity and packaging for a single-estate tea export brand", art: { motif: "leaf", seed: 0 } },
          { title: "Boda Safe", description: "App and campaign for a rider safety programme in Kampala", art: { motif: "smartphone", seed: 1 } },
          { title: "Jinja Craft Brewery", description: "Labels for six beers, each named after a stretch of the Nile", art: { motif: "wine", seed: 2 } },
          { title: "Kisa Learning", description: "Brand and website for an early-reading charity", art: { motif: "book", seed: 3 } },
          { title: "Ssese Island Lodge", description: "Wayfinding, menus and a new logo for a lakeside lodge", art: { motif: "compass", seed: 4 } },
          { title: "Ekitabo Festival", description: "Posters and stage design for a three-day book festival", art: { motif: "ticket", seed: 5 } },
          { title: "Mama Ntilie Foods", description: "Packaging for a range of ready-to-cook sauces", art: { motif: "utensils", seed: 6 } },
          { title: "Kampala Jazz Nights", description: "A monthly poster series, one colour pair per night", art: { motif: "music", seed: 7 } },
        ],
      },
      {
        id: "services",
        type: "services",
        title: "Services",
        content: "Fixed prices for clear scopes. Larger projects are quoted after a free first meeting.",
        items: [
          { title: "Brand identity", description: "Strategy workshop, logo, colours, type and a guidelines book.", price: "from USD 4,500" },
          { title: "Packaging design", description: "Structure, labels and print-ready files, checked with your printer.", price: "from USD 2,800" },
          { title: "Website design", description: "Design and build of a fast, accessible site you can edit yourself.", price: "from USD 3,600" },
          { title: "Campaign design", description: "Posters, social media and outdoor, in English and Luganda.", price: "from USD 1,900" },
        ],
      },
      {
        id: "numbers",
        type: "stats",
        title: "Since 2015",
        items: [
          { title: "140+", description: "Brands launched", sample: true },
          { title: "11", description: "Countries our clients sell in" },
          { title: "3", description: "Pan-African design awards", sample: true },
        ],
      },
      {
        id: "team",
        type: "team",
        title: "Studio",
        content: "Small on purpose: the people you meet are the people who do the work.",
        items: [
          { title: "Sarah Namutebi", description: "Founder and creative director", content: "Trained at Makerere's art school; ten years in Nairobi agencies before coming home.", art: { motif: "pen-tool", seed: 2 }, sample: true },
          { title: "Joel Ochieng", description: "Design lead, packaging", content: "Thinks in boxes, folds and paper stocks.", art: { motif: "gift", seed: 0 }, sample: true },
          { title: "Aisha Kirabo", description: "Digital designer", content: "Builds the websites and makes sure they load fast on a phone in Gulu.", art: { motif: "code", seed: 4 }, sample: true },
        ],
      },
      {
        id: "kind-words",
        type: "testimonials",
        title: "Clients",
        items: [
          { title: "Peter Mugisha", description: "Managing Director, Rwenzori Tea Estates", content: "Our tea finally looks as good as it tastes. Buyers in Dubai now ask for it by name.", sample: true },
          { title: "Esther Achieng", description: "Programme lead, Boda Safe", content: "They listened to riders before they drew a single thing, and it shows.", sample: true },
        ],
      },
      {
        id: "start",
        type: "cta",
        title: "Have a brand that deserves better?",
        content: "Tell us where you are and where you want to be. We reply within two working days.",
        action: { label: "Start a project", link: "#contact" },
      },
      {
        id: "contact",
        type: "contact",
        title: "Contact",
        content: "Plot 7, Acacia Avenue, Kololo, Kampala. Visits by appointment.",
        items: [
          { title: "Email", content: "nilelines@example.com", link: "mailto:nilelines@example.com", sample: true },
          { title: "Phone", content: "0772 123 456", link: "tel:+256772123456", sample: true },
        ],
      },
    ],
  }),
};

const lindiwe: CatalogueEntry = {
  slug: "lindiwe-dlamini-photography",
  name: "Lindiwe Dlamini Photography",
  description: "For wedding, portrait and event photographers who want the pictures to lead and the packages to be clear.",
  category: "portfolio",
  isPremium: false,
  priceCents: 0,
  document: catalogueDocument("lindiwe-dlamini-photography", {
    siteName: "Lindiwe Dlamini Photography",
    tagline: "Weddings, portraits and family stories in Cape Town and the Winelands",
    colors: { primary: "#1c1917", secondary: "#f3ece3", accent: "#9a3412", background: "#fbf8f4", text: "#1c1917" },
    fonts: { heading: "Lora", body: "Inter" },
    layout: "minimal",
    look: { hero: "large-type", corners: "soft", sections: "plain" },
    seo: {
      metaTitle: "Lindiwe Dlamini | Wedding and portrait photographer, Cape Town",
      metaDescription: "Relaxed, natural wedding and portrait photography in Cape Town, the Winelands and along the Garden Route. Packages from R 4,500.",
    },
    components: { gallery: true, contactForm: true, socialLinks: true },
    socialLinks: [
      { label: "Instagram", url: "https://www.instagram.com/" },
      { label: "Pinterest", url: "https://www.pinterest.com/" },
    ],
    sections: [
      {
        id: "home",
        type: "hero",
        heading: "Photographs that feel like the day felt",
        subheading: "Relaxed, unposed wedding and family photography. I work quietly in the background and let your people be themselves.",
        action: { label: "Check my dates", link: "#contact" },
        art: { motif: "camera", seed: 5 },
      },
      {
        id: "work",
        type: "gallery",
        title: "Stories",
        items: [
          { title: "Thandi and Sipho", description: "A vineyard wedding in Stellenbosch", art: { motif: "rings", seed: 0 } },
          { title: "The Petersen family", description: "Sunday morning at Kalk Bay harbour", art: { motif: "wave", seed: 1 } },
          { title: "Naledi, 30", description: "A birthday dinner on Bree Street", art: { motif: "party", seed: 2 } },
          { title: "Amy and Jonathan", description: "An elopement on Table Mountain", art: { motif: "mountain", seed: 3 } },
        ],
      },
      {
        id: "about",
        type: "content",
        title: "About",
        content: "I grew up in Gugulethu and picked up my first camera at sixteen, at a community workshop in Langa. Twelve years and more than two hundred weddings later, I still love the quiet moments most: a grandmother's hand on a shoulder, a first dance in socks.\n\nI photograph about twenty-five weddings a year, so each couple has my full attention from the first call to the finished album.",
      },
      {
        id: "packages",
        type: "services",
        title: "Packages",
        content: "Every package includes an online gallery to share with family and the right to print your photographs anywhere.",
        items: [
          { title: "Portrait session", description: "One hour at a place you love; 40 edited photographs.", price: "R 4,500" },
          { title: "Family story", description: "A relaxed morning at home or on the beach; 80 photographs.", price: "R 6,800" },
          { title: "Small wedding", description: "Up to five hours, ceremony to first dance; 350 photographs.", price: "R 18,500" },
          { title: "Full wedding day", description: "Preparations to the last song, a second photographer and a linen album.", price: "R 32,000" },
        ],
      },
      {
        id: "words",
        type: "testimonials",
        title: "Kind words",
        items: [
          { title: "Thandi M.", description: "Married in Stellenbosch", content: "We forgot she was there, and then the photographs made us cry all over again.", sample: true },
          { title: "Rachel P.", description: "Family session", content: "Three children under six, and somehow every picture looks calm.", sample: true },
        ],
      },
      {
        id: "contact",
        type: "contact",
        title: "Contact",
        content: "Tell me your date, the place and a little about you. I reply within a day.",
        items: [
          { title: "Email", content: "lindiwe.photo@example.com", link: "mailto:lindiwe.photo@example.com", sample: true },
          { title: "Phone", content: "082 555 0147", link: "tel:+27825550147", sample: true },
          { title: "Studio", content: "Woodstock, Cape Town" },
        ],
      },
    ],
  }),
};

export const portfolioEntries: CatalogueEntry[] = [nileLines, lindiwe];
