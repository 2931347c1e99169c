// E-commerce templates: a Nairobi textile shop (premium) and a Portland ceramics studio (free).
import { catalogueDocument, type CatalogueEntry } from "./document";

const shuka: CatalogueEntry = {
  slug: "shuka-and-thread",
  name: "Shuka & Thread",
  description: "For fashion, textile and craft shops that sell online, take M-Pesa and deliver across the country.",
  category: "ecommerce",
  isPremium: true,
  priceCents: 1900,
  document: catalogueDocument("shuka-and-thread", {
    siteName: "Shuka & Thread",
    tagline: "Handwoven shukas, kikoys and kitenge, made in Nairobi and delivered across Kenya",
    colors: { primary: "#a4161a", secondary: "#1d2b53", accent: "#f2a900", background: "#fffaf3", text: "#231a17" },
    fonts: { heading: "Oswald", body: "Nunito" },
    layout: "standard",
    look: { hero: "split", corners: "soft", sections: "boxed" },
    seo: {
      metaTitle: "Shuka & Thread | Handwoven shukas, kikoys and kitenge from Nairobi",
      metaDescription: "Shop handwoven shukas, kikoys, kitenge shirts and gift sets made by weavers in Nairobi. Pay by M-Pesa or card; delivery across Kenya in two to four days.",
    },
    components: { gallery: true, contactForm: true, socialLinks: true },
    effects: { fadeIn: true },
    socialLinks: [
      { label: "Instagram", url: "https://www.instagram.com/" },
      { label: "Facebook", url: "https://www.facebook.com/" },
    ],
    sections: [
      {
        id: "home",
        type: "hero",
        heading: "Colour you can wrap yourself in",
        subheading: "Shukas, kikoys and kitenge woven and sewn by twelve artisans in Kariobangi. New colours every month, delivered to your door.",
        action: { label: "Shop the collection", link: "#shop" },
        art: { motif: "shirt", seed: 2 },
      },
      {
        id: "shop",
        type: "gallery",
        title: "Shop",
        content: "Every piece is made in small runs. To order, send us the name and colour and pay by M-Pesa.",
        items: [
          { title: "Maasai shuka throw, KSh 2,400", description: "Red and blue check, 150 x 200 cm", art: { motif: "shirt", seed: 0 } },
          { title: "Lamu kikoy towel, KSh 1,800", description: "Soft cotton, striped ends, quick to dry", art: { motif: "wave", seed: 1 } },
          { title: "Kitenge shirt, KSh 3,200", description: "Short sleeves, sizes S to XXL", art: { motif: "shopping-bag", seed: 2 } },
          { title: "Woven market basket, KSh 2,900", description: "Sisal and leather, made in Machakos", art: { motif: "gift", seed: 3 } },
        ],
      },
      {
        id: "why",
        type: "features",
        title: "Why us",
        items: [
          { title: "Made by hand in Nairobi", description: "Every weaver is paid a fair, fixed rate per piece, agreed before the loom is set.", art: { motif: "hands-heart", seed: 0 } },
          { title: "Delivered in 2 to 4 days", description: "Free delivery in Nairobi over KSh 5,000; G4S to every county town.", art: { motif: "car", seed: 1 } },
          { title: "Pay by M-Pesa or card", description: "Pay on our till or by card. We confirm every order by SMS.", art: { motif: "smartphone", seed: 2 } },
        ],
      },
      {
        id: "gift-sets",
        type: "pricing",
        title: "Gift sets",
        content: "Wrapped in kitenge with a handwritten card. Ready for weddings, send-offs and corporate gifts.",
        items: [
          { title: "Karibu", price: "KSh 3,900", description: "A small thank-you.", features: ["One kikoy towel", "Two kitenge coasters", "Gift wrap and card"], link: "mailto:shukathread@example.com?subject=Karibu%20gift%20set" },
          { title: "Harusi", price: "KSh 7,500", description: "Our wedding favourite.", features: ["Two shuka throws", "A woven basket", "Gift wrap and card", "Free delivery in Nairobi"], link: "mailto:shukathread@example.com?subject=Harusi%20gift%20set" },
          { title: "Corporate", price: "KSh 2,800 each", description: "For ten or more gifts.", features: ["Your logo on the card", "Choice of colours", "Delivery to one address"], link: "mailto:shukathread@example.com?subject=Corporate%20gifts" },
        ],
      },
      {
        id: "reviews",
        type: "testimonials",
        title: "Reviews",
        items: [
          { title: "Njoki W.", description: "Nakuru", content: "The shuka is thicker than the ones at the market and the colours have not faded after a year.", sample: true },
          { title: "Daniel M.", description: "Ordered 40 corporate sets", content: "Every gift arrived wrapped and on time for our year-end party.", sample: true },
          { title: "Halima S.", description: "Mombasa", content: "Ordered on Monday, wearing the shirt on Thursday.", sample: true },
        ],
      },
      {
        id: "questions",
        type: "faq",
        title: "Delivery",
        items: [
          { title: "How long does delivery take?", content: "One to two days in Nairobi, two to four days to other towns. We send the tracking number by SMS." },
          { title: "Can I return something?", content: "Yes, within 14 days if it is unused. We refund to your M-Pesa or card once it reaches us." },
          { title: "Do you ship outside Kenya?", content: "We ship to Uganda, Tanzania and Rwanda by courier. Ask us for a quote." },
          { title: "How do I wash a shuka?", content: "Cold water, by hand or on a gentle cycle, and dry in the shade so the colours last." },
        ],
      },
      {
        id: "wholesale",
        type: "cta",
        title: "Running a shop or a lodge?",
        content: "We supply hotels, lodges and boutiques with throws and towels in their own colours.",
        action: { label: "Ask about wholesale", link: "#contact" },
      },
      {
        id: "contact",
        type: "contact",
        title: "Order",
        content: "Workshop and shop: Kariobangi North, Nairobi. Open Monday to Saturday, 9 am to 6 pm.",
        items: [
          { title: "WhatsApp and calls", content: "0722 456 789", link: "tel:+254722456789", sample: true },
          { title: "Email", content: "shukathread@example.com", link: "mailto:shukathread@example.com", sample: true },
          { title: "M-Pesa paybill", content: "Paybill 400 200, account: your name", sample: true },
        ],
      },
    ],
  }),
};

const fernAndClay: CatalogueEntry = {
  slug: "fern-and-clay",
  name: "Fern & Clay",
  description: "For potters, makers and small studios selling a handful of handmade pieces, with care notes and shipping answers.",
  category: "ecommerce",
  isPremium: false,
  priceCents: 0,
  document: catalogueDocument("fern-and-clay", {
    siteName: "Fern & Clay",
    tagline: "Handmade stoneware for everyday use, thrown in a small studio in Portland, Oregon",
    colors: { primary: "#3c5a43", secondary: "#dde6d8", accent: "#a44a25", background: "#fbfaf6", text: "#25302a" },
    fonts: { heading: "Nunito", body: "Lora" },
    layout: "standard",
    look: { hero: "centred", corners: "round", sections: "plain" },
    seo: {
      metaTitle: "Fern & Clay | Handmade stoneware from Portland, Oregon",
      metaDescription: "Mugs, bowls and vases thrown by hand in a two-person studio in Portland. Small batches, food safe and dishwasher safe, shipped across the US.",
    },
    components: { gallery: true, contactForm: true },
    sections: [
      {
        id: "home",
        type: "hero",
        heading: "Pottery for the table, not the shelf",
        subheading: "Mugs, bowls and vases made to be used every day. Thrown by hand, glazed in colours from the Oregon coast.",
        action: { label: "See this month's batch", link: "#shop" },
        art: { motif: "vase", seed: 4 },
      },
      {
        id: "shop",
        type: "gallery",
        title: "Shop",
        content: "Each piece is one of a kind, so colours vary a little. Prices include tax.",
        items: [
          { title: "Morning mug, $38", description: "12 oz, speckled oatmeal glaze", art: { motif: "coffee", seed: 0 } },
          { title: "Pasta bowl, $46", description: "9 inches wide, moss green rim", art: { motif: "utensils", seed: 1 } },
          { title: "Bud vase, $32", description: "6 inches tall, tide-pool blue", art: { motif: "vase", seed: 2 } },
          { title: "Serving platter, $120", description: "14 inches, made to order in four weeks", art: { motif: "leaf", seed: 3 } },
        ],
      },
      {
        id: "how",
        type: "features",
        title: "How it's made",
        items: [
          { title: "Thrown by hand", description: "Every piece is thrown, trimmed and signed by Rosa or Ben.", art: { motif: "hands-heart", seed: 3 } },
          { title: "Safe for every day", description: "Lead-free glazes, fired to 2,232 °F: dishwasher, oven and microwave safe.", art: { motif: "sparkles", seed: 4 } },
          { title: "Packed without plastic", description: "Recycled paper and cardboard, and we have never lost a mug in the post.", art: { motif: "gift", seed: 5 } },
        ],
      },
      {
        id: "reviews",
        type: "testimonials",
        title: "Reviews",
        items: [
          { title: "Hannah L.", description: "Seattle", content: "My coffee tastes better in this mug. I know that is not how it works, but it does.", sample: true },
          { title: "Marcus T.", description: "Bought a set of six bowls", content: "Beautiful, heavy in the right way, and they stack.", sample: true },
        ],
      },
      {
        id: "faq",
        type: "faq",
        title: "Questions",
        items: [
          { title: "Where do you ship?", content: "Anywhere in the US, in three to five working days. Shipping is $9, free over $120." },
          { title: "Can I visit the studio?", content: "Yes, on the first Saturday of each month from 10 am to 3 pm, at 2418 SE Division Street." },
          { title: "Do you take custom orders?", content: "For sets of eight or more, with about six weeks' notice. Write to us with what you have in mind." },
        ],
      },
      {
        id: "contact",
        type: "contact",
        title: "Contact",
        content: "Questions about a piece or an order? We answer within a day.",
        items: [
          { title: "Email", content: "fernandclay@example.com", link: "mailto:fernandclay@example.com", sample: true },
          // A non-breaking hyphen (U+2011): the renderer keeps a number on one line by its spaces, not its hyphens.
          { title: "Phone", content: "(503) 555‑0142", link: "tel:+15035550142", sample: true },
          { title: "Studio", content: "2418 SE Division Street, Portland, OR 97202" },
        ],
      },
    ],
  }),
};

export const shopEntries: CatalogueEntry[] = [shuka, fernAndClay];
