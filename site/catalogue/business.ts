// Business templates: a Nairobi bakery and a Kampala law firm (both premium).
import { catalogueDocument, type CatalogueEntry } from "./document";

const mkate: CatalogueEntry = {
  slug: "mkate-bakery",
  name: "Mkate Bakery",
  description: "For bakeries, cafés and small restaurants: today's bakes with prices, opening hours and celebration cake orders.",
  category: "business",
  isPremium: true,
  priceCents: 1900,
  document: catalogueDocument("mkate-bakery", {
    siteName: "Mkate & Co.",
    tagline: "Sourdough, mandazi and celebration cakes, baked every morning in Kilimani, Nairobi",
    colors: { primary: "#7a3419", secondary: "#f4e4cb", accent: "#1d5c45", background: "#fffaf2", text: "#2b1d14" },
    fonts: { heading: "Playfair Display", body: "DM Sans" },
    layout: "standard",
    look: { hero: "split", corners: "round", sections: "banded" },
    seo: {
      metaTitle: "Mkate & Co. | Bakery and celebration cakes in Kilimani, Nairobi",
      metaDescription: "Sourdough, mandazi, cinnamon buns and made-to-order celebration cakes, baked every morning on Argwings Kodhek Road. Open seven days.",
    },
    components: { gallery: true, contactForm: true, socialLinks: true },
    effects: { fadeIn: true },
    socialLinks: [
      { label: "Instagram", url: "https://www.instagram.com/" },
      { label: "TikTok", url: "https://www.tiktok.com/" },
    ],
    sections: [
      {
        id: "home",
        type: "hero",
        heading: "Bread worth getting up early for",
        subheading: "Slow-fermented sourdough, warm mandazi and cakes for every celebration, baked on Argwings Kodhek Road since 2016.",
        action: { label: "See today's bakes", link: "#menu" },
        art: { motif: "bread", seed: 1 },
      },
      {
        id: "numbers",
        type: "stats",
        title: "Baked daily",
        items: [
          { title: "5:30 am", description: "First loaves out of the oven" },
          { title: "36 hours", description: "For every sourdough to rise" },
          { title: "1,400+", description: "Celebration cakes baked last year", sample: true },
          { title: "12", description: "Bakers and counter staff" },
        ],
      },
      {
        id: "menu",
        type: "services",
        title: "Menu",
        content: "Everything is baked here the same morning. What is left at closing goes to a children's feeding programme in Kibera.",
        items: [
          { title: "Country sourdough", description: "Wild yeast, stone-ground flour from Nakuru and a crackling crust.", price: "KSh 450" },
          { title: "Cardamom mandazi (six)", description: "Soft, lightly sweet and still warm before nine.", price: "KSh 180" },
          { title: "Seeded rye tin loaf", description: "Sunflower, flax and pumpkin seeds; keeps for a week.", price: "KSh 520" },
          { title: "Cinnamon buns", description: "Rolled by hand, glazed with brown butter.", price: "KSh 220" },
          { title: "Banana and macadamia loaf", description: "Made with Murang'a bananas and Embu macadamias.", price: "KSh 650" },
          { title: "Chai and a slice", description: "Spiced chai with any cake from the counter.", price: "KSh 300" },
        ],
      },
      {
        id: "cakes",
        type: "gallery",
        title: "Cakes",
        content: "Birthdays, weddings, graduations and send-offs. Order at least three days ahead.",
        items: [
          { title: "Passion fruit sponge", description: "Two tiers with fresh passion fruit curd, from KSh 4,800", art: { motif: "cake", seed: 0 } },
          { title: "Chocolate and coffee", description: "Dark chocolate ganache and Kenyan espresso, from KSh 3,900", art: { motif: "cake", seed: 1 } },
          { title: "Wedding tiers", description: "Three tiers for 80 guests, from KSh 18,000", art: { motif: "rings", seed: 2 } },
          { title: "Party cupcakes", description: "A box of twelve in your colours, KSh 2,400", art: { motif: "party", seed: 3 } },
        ],
      },
      {
        id: "reviews",
        type: "testimonials",
        title: "Reviews",
        items: [
          { title: "Wanjiru M.", description: "Lavington", content: "The sourdough is the best in Nairobi, and the mandazi never last the drive home.", sample: true },
          { title: "Brian O.", description: "Ordered a wedding cake", content: "They sketched our cake with us over chai. Eighty guests, not a crumb left.", sample: true },
          { title: "Fatuma A.", description: "Kilimani", content: "I stop for a cinnamon bun every Saturday. The staff know my order before I say it.", sample: true },
        ],
      },
      {
        id: "visit",
        type: "hours",
        title: "Visit",
        content: "Argwings Kodhek Road, Kilimani, Nairobi\nOpposite the Yaya Centre, with parking at the back.",
        items: [
          { title: "Monday to Friday", description: "6:30 am to 7:00 pm" },
          { title: "Saturday", description: "7:00 am to 7:00 pm" },
          { title: "Sunday and public holidays", description: "8:00 am to 2:00 pm" },
          { title: "Map", description: "Find us on OpenStreetMap", link: "https://www.openstreetmap.org/search?query=Kilimani%20Nairobi" },
        ],
      },
      {
        id: "order",
        type: "cta",
        title: "Planning a celebration?",
        content: "Tell us the date, the number of guests and the flavours you love, and we will sketch your cake with you.",
        action: { label: "Order a cake", link: "#contact" },
      },
      {
        id: "contact",
        type: "contact",
        title: "Order",
        content: "Call, send a message or walk in. Cake orders are confirmed with a 50% deposit by M-Pesa.",
        items: [
          { title: "Phone and WhatsApp", content: "0712 345 678", link: "tel:+254712345678", sample: true },
          { title: "Email", content: "mkatebakery@example.com", link: "mailto:mkatebakery@example.com", sample: true },
          { title: "M-Pesa till", content: "Till number 123 456", sample: true },
        ],
      },
    ],
  }),
};

const okello: CatalogueEntry = {
  slug: "okello-nsubuga-advocates",
  name: "Okello & Nsubuga Advocates",
  description: "For law firms, accountants and other professional practices that need to look established and easy to reach.",
  category: "business",
  isPremium: true,
  priceCents: 2400,
  document: catalogueDocument("okello-nsubuga-advocates", {
    siteName: "Okello & Nsubuga Advocates",
    tagline: "Commercial, land and family law for businesses and families in Kampala",
    colors: { primary: "#1b2a41", secondary: "#1b2a41", accent: "#c89b3c", background: "#faf8f4", text: "#1f2430" },
    fonts: { heading: "Libre Baskerville", body: "Open Sans" },
    layout: "standard",
    look: { hero: "full-bleed", corners: "square", sections: "plain" },
    seo: {
      metaTitle: "Okello & Nsubuga Advocates | Commercial and land lawyers in Kampala",
      metaDescription: "A Kampala law firm for company formation, contracts, land transactions, employment and family matters. Fixed fees agreed before we start.",
    },
    components: { contactForm: true },
    sections: [
      {
        id: "home",
        type: "hero",
        heading: "Clear legal advice, in words you can act on",
        subheading: "For twenty years we have helped Ugandan companies, landowners and families sort out what matters, at a fee agreed before we begin.",
        action: { label: "Book a consultation", link: "#contact" },
        art: { motif: "scale", seed: 9 },
      },
      {
        id: "practice",
        type: "services",
        title: "Practice areas",
        content: "Every matter is led by a partner and handled by a small team who know your file.",
        items: [
          { title: "Company and commercial", description: "Registration with URSB, shareholder agreements, contracts and regulatory filings." },
          { title: "Land and conveyancing", description: "Title searches at the land registry, sale agreements, mailo and leasehold transfers." },
          { title: "Employment", description: "Contracts, workplace policies and disputes under the Employment Act." },
          { title: "Family and succession", description: "Wills, letters of administration, divorce and custody, handled with discretion." },
          { title: "Dispute resolution", description: "Negotiation and mediation first; litigation at the Commercial Court when needed." },
          { title: "Tax and compliance", description: "URA objections, tax audits and advice on structuring a growing business." },
        ],
      },
      {
        id: "record",
        type: "stats",
        title: "Record",
        items: [
          { title: "20 years", description: "Advising Ugandan clients" },
          { title: "3,000+", description: "Land transactions completed", sample: true },
          { title: "9", description: "Advocates and legal assistants" },
          { title: "48 hours", description: "To reply to every new enquiry" },
        ],
      },
      {
        id: "people",
        type: "team",
        title: "Partners",
        content: "Every partner is an advocate of the High Court of Uganda and a member of the Uganda Law Society.",
        items: [
          { title: "Grace Okello", description: "Managing partner", content: "Company and commercial law; twenty years in practice.", art: { motif: "briefcase", seed: 0 }, sample: true },
          { title: "David Nsubuga", description: "Partner", content: "Land and conveyancing; former registrar's office counsel.", art: { motif: "house", seed: 1 }, sample: true },
          { title: "Patience Akello", description: "Partner", content: "Employment and family law; trained mediator.", art: { motif: "hands-heart", seed: 2 }, sample: true },
        ],
      },
      {
        id: "clients",
        type: "testimonials",
        title: "Clients",
        items: [
          { title: "Moses K.", description: "Director, a Kampala logistics firm", content: "They explained every clause before we signed. We have used them for every contract since.", sample: true },
          { title: "Harriet N.", description: "Bought land in Wakiso", content: "The title search found a problem the seller had not mentioned. That alone saved us the plot.", sample: true },
        ],
      },
      {
        id: "questions",
        type: "faq",
        title: "FAQ",
        items: [
          { title: "How much does a first consultation cost?", content: "A 45-minute consultation costs UGX 250,000, deducted from the fee if you instruct us." },
          { title: "Do you charge by the hour?", content: "Rarely. Most matters have a fixed fee, agreed in writing before any work begins." },
          { title: "Can you help if I live outside Uganda?", content: "Yes. Many clients in the diaspora instruct us by video call and sign documents at an embassy." },
          { title: "What should I bring?", content: "Any documents you have: titles, agreements, letters. We will tell you what else we need." },
        ],
      },
      {
        id: "contact",
        type: "contact",
        title: "Contact",
        content: "Plot 14, Kampala Road, Kampala, third floor. Open Monday to Friday, 8:30 am to 5:30 pm.",
        items: [
          { title: "Office", content: "0414 123 456", link: "tel:+256414123456", sample: true },
          { title: "Mobile", content: "0772 123 456", link: "tel:+256772123456", sample: true },
          { title: "Email", content: "okellonsubuga@example.com", link: "mailto:okellonsubuga@example.com", sample: true },
        ],
      },
    ],
  }),
};

export const businessEntries: CatalogueEntry[] = [mkate, okello];
