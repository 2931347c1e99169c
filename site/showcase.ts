// One document with every kind of section, filled as a real small business would fill it: the render tests, the
// accessibility run and the Lighthouse bench check it, so a new kind of section is checked the day it is added.
import { defaultDocument, type WebsiteDocument } from "../schema/site-document";

export function showcaseDocument(): WebsiteDocument {
  const doc = defaultDocument();
  doc.style.colors = { primary: "#7c2d12", secondary: "#fef3c7", accent: "#166534", background: "#fffbeb", text: "#292524" };
  doc.style.fonts = { heading: "Poppins", body: "Inter" };
  doc.content.siteName = "Njeri's Kitchen";
  doc.content.tagline = "Home-style Kenyan cooking in Westlands, since 2009";
  doc.settings.components = { navigation: true, footer: true, contactForm: true, gallery: true, socialLinks: false, stickyHeader: true };
  doc.content.sections = [
    {
      id: "home",
      type: "hero",
      heading: "Pilau, chapati and chai, made the slow way",
      subheading: "Lunch and dinner six days a week, and a table for twelve you can book for family days.",
      action: { label: "See the menu", link: "#menu" },
    },
    {
      id: "numbers",
      type: "stats",
      title: "In numbers",
      items: [
        { title: "15", description: "Years on Woodvale Grove" },
        { title: "40,000+", description: "Plates served last year" },
        { title: "4.8", description: "Average review score", sample: true },
      ],
    },
    {
      id: "menu",
      type: "services",
      title: "Menu",
      content: "Everything is cooked that morning. Ask about today's vegetarian stew.",
      items: [
        { title: "Beef pilau with kachumbari", description: "Slow-cooked in our own spice mix.", price: "KSh 650" },
        { title: "Chapati (two)", price: "KSh 120" },
        { title: "Githeri with avocado", description: "Maize and beans, the way grandmother made it.", price: "KSh 450" },
        { title: "Tilapia, ugali and sukuma wiki", description: "Whole fried fish from Lake Victoria.", price: "KSh 1,100", sample: true },
        { title: "Masala chai", price: "KSh 100" },
      ],
    },
    {
      id: "masala",
      type: "product",
      title: "Take it home",
      items: [
        {
          title: "Njeri's pilau masala",
          badge: "New",
          price: "KSh 450 a jar",
          description: "The spice mix behind every pot of our pilau, roasted and ground in the kitchen each week.",
          features: ["Twelve whole spices", "Enough for four family pots", "No salt, no colouring"],
          action: { label: "Order a jar", link: "#contact" },
          art: { motif: "utensils", seed: 4 },
        },
      ],
    },
    {
      id: "shop",
      type: "product",
      title: "From the counter",
      items: [
        { title: "Mandazi (six)", price: "KSh 180", description: "Fried every morning at seven.", action: { label: "Add to order", link: "#contact" } },
        { title: "Chai masala", badge: "Back in stock", price: "KSh 300", description: "Our tea spice, in a 100 g tin.", features: ["Cardamom and ginger"], action: { label: "Add to order", link: "#contact" } },
        { title: "Gift voucher", price: "From KSh 1,000", description: "A meal for someone you love.", action: { label: "Ask for a voucher", link: "mailto:hello@njeriskitchen.co.ke" } },
      ],
    },
    {
      id: "about",
      type: "content",
      title: "Our story",
      content: "Njeri opened a six-table kitchen in 2009.\n\nToday her daughters run the stoves, and the recipes have not changed.",
    },
    {
      id: "plans",
      type: "pricing",
      title: "Catering",
      content: "For offices, weddings and church days. Prices are per guest.",
      items: [
        { title: "Lunch box", price: "KSh 550", description: "Delivered to your office.", features: ["One main and a side", "Fruit", "Minimum 10 boxes"], action: { label: "Order lunch boxes", link: "#contact" } },
        { title: "Buffet", badge: "Most popular", price: "KSh 1,200", description: "We cook, serve and clear.", features: ["Three mains", "Salads and sides", "Chai and mandazi", "Staff for four hours"], link: "mailto:events@njeriskitchen.co.ke" },
        { title: "Feast", price: "KSh 2,000", description: "A whole day of food.", features: ["Breakfast and lunch", "Nyama choma station"], link: "https://njeriskitchen.co.ke/feast", sample: true },
      ],
    },
    {
      id: "clients",
      type: "logos",
      title: "Catering for",
      items: [{ title: "Mvule Architects" }, { title: "St. Mark's Westlands" }, { title: "Green Park Academy" }, { title: "Woodvale & Co. Advocates" }],
    },
    {
      id: "book",
      type: "cta",
      title: "Planning a family day?",
      content: "The long table seats twelve. Book it a week ahead and we'll cook your favourites.",
      action: { label: "Book the table", link: "#contact" },
    },
    {
      id: "people",
      type: "team",
      title: "The family",
      items: [
        { title: "Njeri Wambui", description: "Founder", content: "Still tastes every pot of pilau." },
        { title: "Wanjiru Kamau", description: "Head cook", content: "Trained at Utalii College." },
        { title: "Otieno", description: "Front of house", sample: true },
      ],
    },
    {
      id: "photos",
      type: "gallery",
      title: "Gallery",
      items: [{ title: "The long table" }, { title: "Sunday pilau" }, { title: "Chai time" }],
    },
    {
      id: "reviews",
      type: "testimonials",
      title: "What people say",
      items: [{ title: "Achieng", description: "Regular since 2012", content: "The only pilau that tastes like home.", sample: true }],
    },
    {
      id: "faq",
      type: "faq",
      title: "Questions",
      items: [
        { title: "Do you deliver?", content: "Yes, within Westlands and Parklands, through our own riders." },
        { title: "Is there parking?", content: "Six spaces behind the building.\n\nMore on Woodvale Grove after 6 pm." },
        { title: "Can I pay with M-Pesa?", content: "Yes: till number 123456." , sample: true },
      ],
    },
    {
      id: "visit",
      type: "hours",
      title: "Opening hours",
      content: "Woodvale Grove, Westlands, Nairobi\nNext to the Sarit Centre car park.",
      items: [
        { title: "Monday to Friday", description: "11:00 to 21:00" },
        { title: "Saturday", description: "10:00 to 22:00" },
        { title: "Sunday", description: "Closed" },
        { title: "Map", description: "Open in OpenStreetMap", link: "https://www.openstreetmap.org/search?query=Westlands%20Nairobi" },
      ],
    },
    {
      id: "news",
      type: "articles",
      title: "From the kitchen",
      items: [
        {
          title: "Sunday pilau is back",
          date: "2026-03-14",
          description: "After a year of weekday-only pilau, the big Sunday pot returns, with a vegetarian one beside it.",
          action: { label: "Read more", link: "https://njeriskitchen.co.ke/news/sunday-pilau" },
          art: { motif: "utensils", seed: 1 },
        },
        {
          title: "How we make chai for two hundred",
          date: "2 February 2026",
          description: "Wanjiru on milk, ginger and the pot that has boiled every morning since 2009.",
          action: { label: "Read the story", link: "https://njeriskitchen.co.ke/news/chai" },
          art: { motif: "coffee", seed: 2 },
        },
        { title: "Closed on Easter Monday", date: "Easter 2026", description: "The kitchen rests for one day. Catering orders for the weekend are still welcome." },
      ],
    },
    {
      id: "features",
      type: "features",
      title: "Why people come back",
      features: ["Cooked that morning", "Family recipes", "Halal kitchen"],
    },
    {
      id: "contact",
      type: "contact",
      title: "Contact",
      content: "Call, write, or walk in.",
      items: [
        { title: "Phone", content: "+254 712 345 678", link: "tel:+254712345678", sample: true },
        { title: "Email", content: "hello@njeriskitchen.co.ke", link: "mailto:hello@njeriskitchen.co.ke" },
      ],
    },
  ];
  return doc;
}
