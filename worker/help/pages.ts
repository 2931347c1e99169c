// Made by scripts/help-pages.ts from docs/help/*.md and docs/help/sw/*.md: edit the pages, then run the script.
// The help assistant's knowledge: each page's front matter and its passages, with prices and limits still as
// placeholders, in English and (for the pages Swahili questions ask about most) in Swahili.
import type { HelpPage } from "./types";

export const helpPages: HelpPage[] = [
  {
    "slug": "account-and-privacy",
    "title": "Your account and privacy",
    "route": "/account",
    "summary": "Your account page, logging in, deleting websites, and what data Sitewright keeps.",
    "keywords": "account, my websites, profile, log in, log out, password, change password, change email, new email, change name, confirm email, verify, verification, delete, privacy, data, cookies, own, ownership, copyright, close account",
    "sections": [
      {
        "heading": "Your account page",
        "text": "Choose \"Account\" in the menu under your picture at the top right. It shows your profile, your plan with \"Websites\", \"AI images this month\" and \"Custom domains\" used, and an \"Upgrade\" or \"Billing\" button. \"Your websites\" lists each site as Published or Draft, with its address and \"Edit\" and \"Delete\" buttons."
      },
      {
        "heading": "Changing your name, email or password",
        "text": "On your account page, \"Name, email and password\" has three forms. \"Save name\" changes your name at once. For a new email address, enter it with your current password and press \"Send confirmation link\": the address changes when you open the link we send to it, and your old address is told. \"Change password\" needs your current password and logs you out on every other device."
      },
      {
        "heading": "Confirming your email address",
        "text": "After signing up, we email you a link to confirm your address, and a banner under the header reminds you until you do. Everything works meanwhile. \"Send the link again\" sends a new link (it works once, within 24 hours), and \"Later\" hides the banner for this visit. A confirmed address is how you get back in if you forget your password."
      },
      {
        "heading": "Logging in, logging out and passwords",
        "text": "Press \"Log In\" and enter your email and password, or use \"Continue with Google\". If Google says \"An account with this email already exists\", log in with your password (once your address is confirmed, Google sign-in works for it too). \"Log out\" is in the menu under your picture. Forgot your password? Press \"Forgot password?\" under the password on the log-in page and enter your email: we send that address a link to choose a new password. The link works once, within 30 minutes; choosing a new password logs you in and logs you out everywhere else."
      },
      {
        "heading": "Deleting a website",
        "text": "On your account page, press \"Delete\" beside the website and confirm. It is removed from your account and its published site, including any custom domain, goes offline at once. This cannot be undone, so download a copy first if your plan allows. Deleting frees a place in your website limit."
      },
      {
        "heading": "Your data, cookies and tracking",
        "text": "Sitewright keeps your name, email and hashed password (or Google profile), your websites, pictures and domains, your plan and payments, and your AI prompts and help messages. Card details go to Stripe only. There is one cookie, to keep you logged in, and no tracking or advertising. Your data is never sold."
      },
      {
        "heading": "Closing your account",
        "text": "To close your account or get a copy of your data, contact the operator of the Sitewright server you use. A closed account's sites are unpublished and its data deleted within 30 days, except payment records kept for tax law. You can download or delete your websites yourself at any time."
      },
      {
        "heading": "Who owns your website content",
        "text": "You keep all rights to the material in your websites, and AI-generated designs, text and images are yours to use. AI output can be inaccurate, so review it before publishing. Everything you publish is public, and you are responsible for it under the Terms of Service."
      }
    ]
  },
  {
    "slug": "ai-builder",
    "title": "The AI builder",
    "route": "/ai-builder",
    "summary": "Describe a website, get three designs, refine one and save it.",
    "keywords": "ai, generate, describe, prompt, designs, generation failed, more designs, different designs, rewrite, regenerate, result page",
    "sections": [
      {
        "heading": "Describing your website to the AI",
        "text": "In \"Describe your website\", say what the site is for, what you offer, where and what it should include (up to 2,000 characters); \"Example prompts\" gives ideas. The \"Guided Builder\" tab adds a \"Website category\" and \"Colour scheme\". Press \"Generate Website\". If \"Generation failed\" appears, press it again; your description is kept."
      },
      {
        "heading": "Choosing and refining a design",
        "text": "The result page offers \"Design 1\", \"Design 2\" and \"Design 3\"; click one to preview it. Before saving, \"More designs\" makes three new ones from the same description, and \"Rewrite section\" writes new words for the section picked in \"Section to rewrite\". \"Create New\" returns to the AI builder with your description filled in."
      },
      {
        "heading": "Sample texts to replace",
        "text": "The AI writes example content such as reviews, team members, prices and contact details, listed under \"N sample texts to replace\". Click one to jump to its field and type your own words. Publishing while samples remain asks \"Publish with sample texts?\" first, so nothing made up goes live by accident."
      },
      {
        "heading": "Saving and editing a generated design",
        "text": "Press \"Save\" to keep the chosen design in your account. If you are not logged in, a dialog offers \"Create a Free Account\", \"Continue with Google\" or \"Log in\"; your design is kept and saved when you return. \"Edit\" opens the design in the Visual Builder, where you can change anything."
      }
    ]
  },
  {
    "slug": "domains",
    "title": "Free addresses and custom domains",
    "route": "/domains",
    "summary": "Choose your site's free subdomain, or connect a domain you own with the right DNS records.",
    "keywords": "domain, own domain, godaddy, namecheap, registrar, dns, cname, a record, txt, verify, subdomain, www",
    "sections": [
      {
        "heading": "Free subdomains and custom domains",
        "text": "Every published website gets a free subdomain. You can also connect a domain you own. Custom domains are a premium feature; the number included is Free {{limit:free:domains}}, Basic {{limit:basic:domains}}, Premium {{limit:premium:domains}} and Enterprise {{limit:enterprise:domains}}. Manage both on the Domains page after logging in; otherwise it shows \"Authentication Required\"."
      },
      {
        "heading": "Choosing or changing your free subdomain",
        "text": "On Domains, press \"Create Free Subdomain\", pick the website and type a name: lower-case letters, digits and hyphens, up to 63 characters, no hyphen at either end. As you type, it says whether the name is available, taken or reserved. Press \"Create Subdomain\"; the old address redirects to the new one for 30 days."
      },
      {
        "heading": "Connecting a domain you own",
        "text": "Buy the domain from any registrar, such as GoDaddy or Namecheap. On Domains, press \"Add Custom Domain\", choose the website, type the domain without http:// (like www.yourbusiness.com) and press \"Add Domain\". The domain's DNS guide opens; add its records at your registrar. \"DNS settings\" on the domain's row shows them again."
      },
      {
        "heading": "DNS records to add at your registrar",
        "text": "For a root domain like yourbusiness.com, add an A record named @ for each address in the DNS guide, and a CNAME named www pointing to the guide's proxy host. For www.yourbusiness.com or shop.yourbusiness.com, add one CNAME named www (or shop) pointing to the proxy host. Use TTL 3600; delete older records with the same name."
      },
      {
        "heading": "The TXT record that proves the domain is yours",
        "text": "Every custom domain also needs a TXT record named _sitewright plus your domain, for example _sitewright.yourbusiness.com or _sitewright.www.yourbusiness.com, holding sitewright-verify= and your domain's own code, exactly as the DNS guide shows; use its copy button. Many registrars add your domain to the name themselves: then enter only _sitewright (or _sitewright.www)."
      },
      {
        "heading": "Verification and domain status",
        "text": "DNS changes can take up to 48 hours to reach everyone. While the Domains page is open, pending domains are rechecked every 20 seconds, or press Verify. Pending means still waiting, for example for the TXT record. Error names the problem, such as a wrong TXT value or a domain that \"does not point at us yet\"; fix it and press Verify. Active means visitors see your website there."
      },
      {
        "heading": "Removing a domain",
        "text": "Press the bin icon on the domain's row and confirm \"Delete\". The website stops answering at that address at once and you see \"Domain deleted\". The website itself is not deleted, and for a custom domain your DNS records stay at your registrar until you remove them."
      }
    ]
  },
  {
    "slug": "getting-started",
    "title": "Getting started",
    "route": "/ai-builder",
    "summary": "What Sitewright does, the two ways to build a website, creating an account and getting help.",
    "keywords": "what is sitewright, about, start, begin, new here, sign up, register, create account, join, first steps, overview",
    "sections": [
      {
        "heading": "What Sitewright does",
        "text": "Sitewright builds websites for you. Describe your site in plain words and the AI builder designs it, or build it step by step in the Visual Builder with a live preview. Then save it, publish it on a free address or your own domain, download its files and share the link."
      },
      {
        "heading": "AI builder or Visual Builder: which one to use",
        "text": "Use the AI builder for a complete site quickly: describe it, press \"Generate Website\" and pick a design. Use the Visual Builder (Manual Builder) to choose a template and set every colour, font and section yourself. Both are in the header's Products menu, and \"Edit\" moves a generated design into the Visual Builder."
      },
      {
        "heading": "Creating an account",
        "text": "You can try both builders without an account, but saving, publishing, downloading and domains need one. Press \"Get Started\", enter your first and last name, email and a password of at least 8 characters, accept the terms and press \"Create Account\", or use \"Continue with Google\". Everyone starts on the Free plan."
      },
      {
        "heading": "Getting help from the assistant",
        "text": "The chat button at the corner of every screen opens the help assistant. Type a question and press Enter (Shift+Enter starts a new line). It answers from these help pages. If it says \"I'm having trouble connecting to my systems. Please try again later.\", wait a moment and ask again."
      }
    ]
  },
  {
    "slug": "images-and-credits",
    "title": "AI images and credits",
    "route": "/builder",
    "summary": "Generate pictures for your website with AI, and how monthly image credits work.",
    "keywords": "ai images, generate image, picture, photo, credits, out of credits, image limit",
    "sections": [
      {
        "heading": "Generating an image with AI",
        "text": "In the Visual Builder, open the AI image generator, describe the picture and choose a size (1024x1024 square, 1024x1792 tall or 1792x1024 wide) and a style (vivid or natural). When you see \"Image generated\", add it to your section (\"Image added\"). An empty description gives \"Please enter a prompt\"."
      },
      {
        "heading": "Monthly image credits",
        "text": "Each AI image uses one credit from your plan's monthly allowance: Free {{limit:free:images}}, Basic {{limit:basic:images}}, Premium {{limit:premium:images}}, Enterprise {{limit:enterprise:images}}. When logged in, the image dialog shows the credits left and your account page shows \"AI images this month\". Credits start again each calendar month; unused credits do not carry over."
      },
      {
        "heading": "When you run out of image credits",
        "text": "With no credits left you see \"You've used all your image generation credits for this month.\" and generating is greyed out until next month. To continue now, upgrade your plan on the Pricing page, or upload your own pictures, which never use credits. A failed generation does not use a credit."
      }
    ]
  },
  {
    "slug": "manual-builder",
    "title": "The Visual Builder",
    "route": "/builder",
    "summary": "Build a website step by step with a live preview, and keep your draft safe.",
    "keywords": "visual builder, manual builder, wizard, steps, template required, choose template, upload, logo, pictures, photo too big, draft, undo, redo, preview, export step",
    "sections": [
      {
        "heading": "The five steps of the Visual Builder",
        "text": "The Visual Builder has five steps: Choose Template, Customize Style, Add Content, Fine-tune and Export. Move with \"Next\" and \"Previous\" or click a step. Pick a template first (Portfolio, Business, Blog, E-commerce, Landing Page or Documentation), or you see \"Template Required\"; it fills your site with sections you can change later."
      },
      {
        "heading": "Previewing on desktop, tablet and phone",
        "text": "The \"Live preview\" beside the steps shows the real site and updates as you type. Switch between \"Mobile\", \"Tablet\" and \"Desktop\" to check each screen size. On a phone, the preview opens with the \"Preview\" button at the bottom of the screen; close it to return to your editing."
      },
      {
        "heading": "Your draft, undo and starting over",
        "text": "The builder keeps your work in this browser as you go, so a reload or logging in loses nothing; it shows \"Draft kept on this device\" or \"All changes saved\". Ctrl+Z undoes and Ctrl+Shift+Z redoes. \"Start over\" begins a new site; a saved one stays in your account."
      },
      {
        "heading": "Editing a website you saved",
        "text": "Press \"Edit\" beside a website on your account page to open it in the builder, then press \"Save\". If it was saved meanwhile in another tab or device, you see \"A newer version of this website exists\" and can choose \"Load the newer version\", \"Keep my changes as a copy\" or \"Decide later\"."
      },
      {
        "heading": "Adding your logo and pictures",
        "text": "In Add Content, use \"Upload logo\", \"Upload hero image\" or the picture buttons on gallery and team entries. Pictures must be PNG, JPEG, WebP or GIF, up to 5 MB each, and uploading needs an account. \"Remove\" takes a picture out again."
      }
    ]
  },
  {
    "slug": "payments",
    "title": "Paying for a plan",
    "route": "/account/billing",
    "summary": "Pay by card or M-Pesa, change or cancel your plan, and find your receipts.",
    "keywords": "pay, payment, card, visa, mastercard, stripe, m-pesa, mpesa, phone, receipt, invoice, billing, cancel, downgrade, upgrade, renew, declined, failed payment",
    "sections": [
      {
        "heading": "Your Billing page",
        "text": "Billing (\"Billing\" or \"Upgrade\" on your account page) shows your plan, how it is paid, when it renews or ends, and your payment history with printable receipts. To buy a plan, press \"Choose Basic\", \"Choose Premium\" or \"Choose Enterprise\", then pick Card or M-Pesa in the checkout dialog."
      },
      {
        "heading": "Paying by card",
        "text": "In the checkout dialog, choose Card and press \"Continue to secure payment\": Stripe's payment page opens (Visa, Mastercard and other cards), then you come back to Billing with your new plan. Card plans renew automatically each month or year until you cancel. The Sitewright server never sees your full card number."
      },
      {
        "heading": "Changing or cancelling a card plan",
        "text": "Change a card plan on Billing rather than buying another. An upgrade takes effect at once and the difference is charged; a downgrade happens at the end of the paid period. \"Cancel plan\" stops renewal and keeps the plan until the period ends; \"Resume plan\" undoes it. \"Manage card and invoices\" opens Stripe's customer portal."
      },
      {
        "heading": "Paying with M-Pesa",
        "text": "In the checkout dialog, choose M-Pesa and enter your Kenyan mobile number in any usual form, like 0712 345 678 or +254 712 345 678. The button shows the amount in Kenyan shillings at the server's exchange rate. Tap it (\"Pay ... with M-Pesa\"), then \"Check your phone\": enter your M-Pesa PIN in the prompt. The page updates by itself."
      },
      {
        "heading": "When an M-Pesa payment does not go through",
        "text": "The M-Pesa checkout dialog shows \"The payment did not go through\" and why: you cancelled the prompt, the PIN was wrong, the balance was too low, the phone was unreachable (check it is on and has signal), or another payment was in progress. Nothing is charged; press \"Try again\". If money left your account but the plan did not change, contact support with your M-Pesa message."
      },
      {
        "heading": "How M-Pesa plans renew and end",
        "text": "M-Pesa is not recurring: each payment buys one month or one year. Paying again for the same plan adds time after the current end; a higher plan starts at once, and the time left becomes extra time at the two plans' prices. A reminder email comes 3 days before the end date, and Billing offers \"Renew with M-Pesa\". After 3 days of grace, the account moves to Free; websites stay saved."
      },
      {
        "heading": "Payments are not configured on this server",
        "text": "Some Sitewright servers run without payment keys. Billing then says \"Payments are not configured on this server. An administrator can change your plan.\" Ask the person or organisation running the server to change your plan. If only one method is set up, the other is not offered."
      }
    ]
  },
  {
    "slug": "plans-and-pricing",
    "title": "Plans and pricing",
    "route": "/pricing",
    "summary": "The four plans, what each includes, yearly savings, refunds and the limits your plan sets.",
    "keywords": "price, cost, how much, free plan, basic, premium, enterprise, limits, yearly, monthly, discount, money back, refund, trial",
    "sections": [
      {
        "heading": "The four plans at a glance",
        "text": "Free costs {{price:free:monthly}}, with {{limit:free:websites}} websites and {{limit:free:images}} AI images a month. Basic costs {{price:basic:monthly}} a month: {{limit:basic:websites}} websites, {{limit:basic:images}} images, downloads. Premium costs {{price:premium:monthly}} a month: {{limit:premium:websites}} websites, {{limit:premium:images}} images, {{limit:premium:domains}} custom domain, premium templates, priority support. Enterprise costs {{price:enterprise:monthly}} a month: {{limit:enterprise:websites}} websites and images, {{limit:enterprise:domains}} custom domains, team members, priority support. Every plan includes a free subdomain."
      },
      {
        "heading": "Which plan includes downloads, domains and templates",
        "text": "Downloading your site as HTML/CSS/JS starts at Basic. Custom domains start at Premium ({{limit:premium:domains}}; Enterprise {{limit:enterprise:domains}}). Premium templates are free on Premium and Enterprise; on Free and Basic you buy each one you want. The \"Compare plans\" table on the Pricing page shows every plan side by side."
      },
      {
        "heading": "What counts against your plan's limits",
        "text": "The website limit counts the websites saved in your account, published or not; AI images count per calendar month. Your account page shows your usage of each. At the website limit, saving says \"Delete one or upgrade to save more\". A server's administrator may set other website limits for Free and Premium."
      },
      {
        "heading": "Monthly or yearly billing, trials and commitment",
        "text": "Paid plans can be paid monthly or yearly; yearly saves 20% (Basic {{price:basic:yearly}}, Premium {{price:premium:yearly}}, Enterprise {{price:enterprise:yearly}} a year). There is no free trial because there is a free plan to use as long as you like, and no minimum commitment: pay monthly and cancel any time."
      },
      {
        "heading": "The 14-day money-back guarantee",
        "text": "Every paid plan comes with a 14-day money-back guarantee, no questions asked: ask for a refund within 14 days of your first payment for the plan. Contact the operator of the Sitewright server you use, with the receipt from your Billing page."
      }
    ]
  },
  {
    "slug": "publishing-and-sharing",
    "title": "Publishing and sharing",
    "route": "/account",
    "summary": "Put your website online on a free address, update it, share the link, read its messages and visitors, roll back, download it or take it offline.",
    "keywords": "publish, go live, online, share, link, url, address, update, republish, unpublish, download zip, netlify, vercel, contact form, messages, inbox, enquiries, spam, visitors, analytics, page views, versions, roll back, undo publish",
    "sections": [
      {
        "heading": "Publishing your website",
        "text": "Press \"Publish Now\" on the AI result page or in the builder's Export step; it needs an account and saves the site first. You then see \"Website published!\" and the address, made from the site's name in lower-case letters and digits (\"Crumb & Co\" becomes crumbco, plus a number if taken). Every plan can publish."
      },
      {
        "heading": "Updating a site that is already live",
        "text": "After editing a published website, go to the Export step and press \"Publish changes\". Everyone gets the new version at once. If the \"Caching\" switch in Fine-tune is on, some browsers may show the previous version for up to 5 minutes."
      },
      {
        "heading": "Sharing your website's link",
        "text": "Once a site is published, \"Copy URL\" on the result page copies its address to paste anywhere. Before that it is greyed out with \"Publish your website first to get a shareable URL.\" Your account page lists every published site's address too."
      },
      {
        "heading": "Messages from your contact form",
        "text": "With Contact form switched on in Fine-tune, visitors to your published site can send you a message; they see a thank-you page, even with JavaScript off. Each message waits under \"Messages\" beside the site on your account page, marked New until you mark it read, with Reply, Delete and \"Download CSV\". If email is set up you also get each message by email, and replying answers the visitor. Robots and floods are filtered out before anything is kept."
      },
      {
        "heading": "Seeing who visits your website",
        "text": "Press \"Visitors\" beside a published site on your account page for its page views and daily visitors over the last 7, 30 or 90 days (a week, a month or three months), the sites that sent visitors and their countries. Visits are counted as pages are served: no cookies, no tracking script, no cookie banner, and no visitor's address is kept."
      },
      {
        "heading": "Rolling back to an earlier version",
        "text": "Every publish is kept as a version with a note of what changed. Press \"Versions\" beside a published site on your account page to preview any of them, and \"Roll back\" to put one back online at once; your draft in the builder stays as it is. The newest 10 versions are kept. In the builder, \"Saved versions\" restores any of the last 20 saves."
      },
      {
        "heading": "Downloading your website as files",
        "text": "\"Download ZIP\" in the Export step saves your site as plain HTML, CSS and JavaScript (its contact form then opens the visitor's email app, addressed to the email in your Contact section); \"Deploy to Netlify\", \"Deploy to Vercel\" and \"Deploy to Cloudflare Pages\" add that host's settings and steps. Downloads start at the Basic plan: on Free the button reads \"Upgrade to Download\" (\"Available on Basic and Premium plans\") and opens Pricing."
      },
      {
        "heading": "Taking a website offline",
        "text": "To unpublish a site but keep it, delete its free subdomain on the Domains page: it stops answering at once, and publishing again gives it a new address. To remove a site completely, press \"Delete\" beside it in your account; its published site and any custom domain go offline immediately."
      }
    ]
  },
  {
    "slug": "sections-and-styles",
    "title": "Sections, colours and fonts",
    "route": "/builder",
    "summary": "Change your site's colours, fonts and layout, and add, move or edit its sections.",
    "keywords": "sections, pages, more than one page, multiple pages, several pages, second page, subpages, colours, colors, fonts, typeface, layout, seo, google, search results, meta description, social links, instagram, facebook, footer, contact form, navigation, effects, articles, blog, news, products, shop, buy button, badge, most popular, sticky header, menu",
    "sections": [
      {
        "heading": "Changing colours, fonts and layout",
        "text": "In Customize Style, click any of the five colours (Primary, Secondary, Accent, Background, Text), pick from the palette of 20 or type a hex value like #3b82f6, and press \"Apply\". Choose a \"Heading font\", a \"Body font\" and a layout: Standard, Sidebar or Minimal. \"Look\" sets the hero, corners and section style."
      },
      {
        "heading": "Adding, moving and deleting sections",
        "text": "In Add Content, choose a \"Section type\" and press \"Add Section\": Hero, Features, Gallery, Testimonials, Content, Contact, Services or menu, FAQ, Stats, Call to action, Team, Opening hours, Pricing plans, Articles, Product or Logo strip. A site holds up to 30 sections. Use the arrows beside a section to move it and the bin icon to delete it."
      },
      {
        "heading": "One page, many sections",
        "text": "A Sitewright website is one page made of sections: a hero, about, services, menu, prices, gallery, reviews, articles, products, FAQ, contact and more. The menu at the top of the site links to each section, so visitors move between them like pages, and each section can be linked to directly. Separate pages are not offered yet; add as many sections as the site needs, or make a second website for something separate."
      },
      {
        "heading": "Articles, products and badges",
        "text": "Articles each have a title, a date, an excerpt, a picture and a \"Read more\" link. A Product section with one product shows it large; with several, as cards; each can have a price, a \"Badge\" such as \"New\", features and its own button, such as \"Add to cart\". The button goes where you point it, such as your contact section or your shop elsewhere: the site itself does not take orders or payments. A pricing plan with a badge such as \"Most popular\" is the one that stands out. A Logo strip names your clients or partners, each with its own picture when you upload one."
      },
      {
        "heading": "Fine-tune: navigation, contact form and effects",
        "text": "Fine-tune switches parts on or off: Navigation, Footer, Contact form (messages arrive under Messages on your account page), Gallery, Social links (\"Add profile\") and Sticky header (the header stays at the top while visitors scroll). On phones, the navigation links open from a \"Menu\" button. Effects are Parallax, Fade in and Smooth scroll; performance switches are Lazy loading, Minify code and Caching. With Caching on, visitors may see an old page for up to 5 minutes after publishing."
      },
      {
        "heading": "SEO title and description for search engines",
        "text": "In Fine-tune, \"Meta title\" and \"Meta description\" set what search engines and link previews show. Left empty, the title becomes your site name followed by \" | Official Website\" and the description becomes your tagline. Write your own to describe the site the way your customers search."
      }
    ]
  },
  {
    "slug": "self-hosting",
    "title": "Running your own Sitewright",
    "route": "/",
    "summary": "Sitewright is open source; run it on your computer with one command or deploy it to Cloudflare.",
    "keywords": "self-host, install, run locally, npm start, docker, cloudflare, deploy, environment variables, settings, keys, open source",
    "sections": [
      {
        "heading": "Running Sitewright on your own computer",
        "text": "Sitewright is open source (MIT) and needs only Node.js 20.19 or newer. Run `npm start`: it installs what is missing, starts a local database and serves http://localhost:8787, with published sites at http://name.localhost:8787. The first start prints development accounts (an admin and one user per plan) into `.data/dev-accounts.txt`. `npm test` runs the type checks and tests."
      },
      {
        "heading": "Working without any keys",
        "text": "Every outside service is optional. Without an AI key, a built-in designer writes websites offline; without Google keys, the Google button says it is not configured; without Stripe or M-Pesa keys, Billing says payments are not configured and an administrator changes plans. Custom domains are still verified by TXT record."
      },
      {
        "heading": "Configuration settings",
        "text": "Settings are environment variables (Worker secrets and vars in production; given to `npm start` locally). In production, set `DATABASE_URL` and `DATABASE_AUTH_TOKEN` for the Turso database, the `PASSWORD_PEPPER` secret, and `APP_HOSTS` and `SITES_HOST` in `wrangler.toml`. Optional: `AI_BASE_URL`, `AI_API_KEY` and `AI_MODEL` for any OpenAI-compatible model; `GOOGLE_CLIENT_ID` and `GOOGLE_CLIENT_SECRET` for Google sign-in; `CUSTOM_DOMAIN_TARGET`, `CUSTOM_DOMAIN_IPS`, `CF_API_TOKEN` and `CF_ZONE_ID` for custom domains; `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` for cards; the `MPESA_*` settings for M-Pesa."
      },
      {
        "heading": "Deploying to Cloudflare",
        "text": "Create a Turso database and run `npx drizzle-kit migrate`. Create the `CACHE` KV namespace and an R2 bucket, and put the KV id in `wrangler.toml`. Put `SITES_HOST` on a separate registrable domain with a wildcard route to the Worker. Add secrets with `npx wrangler secret put`, then `npm run build && npx wrangler deploy`. Never change `PASSWORD_PEPPER` afterwards."
      }
    ]
  },
  {
    "slug": "templates",
    "title": "Templates",
    "route": "/templates",
    "summary": "Browse, download and buy ready-made website templates.",
    "keywords": "templates, themes, premium template, buy template, download template, preview template, use template",
    "sections": [
      {
        "heading": "Browsing the template catalogue",
        "text": "The Templates page lists ready-made templates. Type in the search box, filter by category (business, portfolio, ecommerce, blog, landing) and use the tabs All, Free and Premium; \"No templates found\" means nothing matches. Free templates cost nothing; premium ones show their price in dollars."
      },
      {
        "heading": "Downloading and buying templates",
        "text": "On the Templates page, click a template and confirm in the dialog. Free templates download for anyone, even without an account. Premium templates need you to log in and are included on Premium and Enterprise. On Free and Basic the dialog shows \"Purchase\" with the price: pay once by card or M-Pesa (\"Purchase successful\"). Bought templates are for your own websites, not for resale."
      }
    ]
  }
];

export const swahiliHelpPages: HelpPage[] = [
  {
    "slug": "domains",
    "title": "Anwani za bure na vikoa vyako mwenyewe",
    "route": "/domains",
    "summary": "Chagua kikoa kidogo (subdomain) cha bure cha tovuti yako, au unganisha kikoa (domain) unachomiliki kwa rekodi sahihi za DNS.",
    "keywords": "kikoa, vikoa, domain, domains, jina la tovuti, jina la website, anwani, address, link, url, kiungo, subdomain, kikoa kidogo, kikoa changu, domain yangu, own domain, custom domain, dot com, .com, .co.ke, www, dns, rekodi, rekodi za dns, record, a record, cname, txt, ttl, unganisha, kuunganisha, connect, nunua domain, kununua, godaddy, namecheap, registrar, msajili, thibitisha, kuthibitisha, verify, verification, pending, inasubiri, active, error, hitilafu, futa, ondoa, delete, badilisha jina, redirect, haifunguki, haifanyi kazi, saa 48",
    "sections": [
      {
        "heading": "Vikoa vidogo vya bure na vikoa vyako mwenyewe",
        "text": "Kila tovuti iliyochapishwa (published) inapata kikoa kidogo (subdomain) cha bure. Unaweza pia kuunganisha kikoa (domain) unachomiliki. Vikoa vyako mwenyewe (custom domains) ni huduma ya premium; idadi iliyojumuishwa ni Free {{limit:free:domains}}, Basic {{limit:basic:domains}}, Premium {{limit:premium:domains}} na Enterprise {{limit:enterprise:domains}}. Simamia vyote viwili kwenye ukurasa wa Domains baada ya kuingia (log in); la sivyo ukurasa huo unaonyesha \"Authentication Required\" (unahitaji kuingia kwanza)."
      },
      {
        "heading": "Kuchagua au kubadilisha kikoa kidogo chako cha bure",
        "text": "Kwenye Domains, bonyeza \"Create Free Subdomain\", chagua tovuti na uandike jina: herufi ndogo, tarakimu na vistari (-), hadi herufi 63, bila kistari mwanzoni wala mwishoni. Unapoandika, inakuambia kama jina linapatikana, limeshachukuliwa (taken) au limetengwa (reserved). Bonyeza \"Create Subdomain\"; anwani ya zamani inaelekeza (redirect) kwenye anwani mpya kwa siku 30."
      },
      {
        "heading": "Kuunganisha kikoa unachomiliki",
        "text": "Nunua kikoa (domain) kutoka kwa kampuni yoyote ya kusajili vikoa (registrar), kama GoDaddy au Namecheap. Kwenye Domains, bonyeza \"Add Custom Domain\", chagua tovuti, andika kikoa bila http:// (kama www.yourbusiness.com) na ubonyeze \"Add Domain\". Mwongozo wa DNS (DNS guide) wa kikoa hicho unafunguka; weka rekodi zake kwa registrar wako. \"DNS settings\" kwenye mstari wa kikoa hicho inazionyesha tena."
      },
      {
        "heading": "Rekodi za DNS za kuweka kwa registrar wako",
        "text": "Kwa kikoa cha msingi (root domain) kama yourbusiness.com, weka A record yenye jina @ kwa kila anwani iliyo kwenye mwongozo wa DNS, na CNAME yenye jina www inayoelekeza kwenye proxy host ya mwongozo huo. Kwa www.yourbusiness.com au shop.yourbusiness.com, weka CNAME moja yenye jina www (au shop) inayoelekeza kwenye proxy host. Tumia TTL 3600; futa rekodi za zamani zenye jina hilohilo."
      },
      {
        "heading": "Rekodi ya TXT inayothibitisha kwamba kikoa ni chako",
        "text": "Kila kikoa chako mwenyewe (custom domain) pia kinahitaji rekodi ya TXT yenye jina _sitewright pamoja na kikoa chako, kwa mfano _sitewright.yourbusiness.com au _sitewright.www.yourbusiness.com, yenye sitewright-verify= na msimbo (code) maalum wa kikoa chako, sawasawa kama mwongozo wa DNS unavyoonyesha; tumia kitufe chake cha kunakili (copy). Registrar wengi huongeza kikoa chako kwenye jina wenyewe: hapo andika tu _sitewright (au _sitewright.www)."
      },
      {
        "heading": "Uthibitishaji wa kikoa na hali yake",
        "text": "Mabadiliko ya DNS yanaweza kuchukua hadi saa 48 kufika kwa kila mtu. Ukurasa wa Domains ukiwa wazi, vikoa vinavyosubiri (pending) vinaangaliwa tena kila sekunde 20, au bonyeza Verify. Pending ina maana bado kinasubiri, kwa mfano rekodi ya TXT. Error inataja tatizo, kama thamani ya TXT isiyo sahihi au kikoa ambacho \"does not point at us yet\" (bado hakielekezi kwetu); lirekebishe kisha ubonyeze Verify. Active ina maana wageni wanaiona tovuti yako kwenye anwani hiyo."
      },
      {
        "heading": "Kuondoa kikoa",
        "text": "Bonyeza aikoni ya pipa la taka (bin) kwenye mstari wa kikoa hicho na uthibitishe \"Delete\". Tovuti inaacha kufunguka kwenye anwani hiyo mara moja na utaona \"Domain deleted\" (kikoa kimefutwa). Tovuti yenyewe haifutwi, na kwa kikoa chako mwenyewe (custom domain), rekodi zako za DNS zinabaki kwa registrar wako hadi utakapoziondoa."
      }
    ]
  },
  {
    "slug": "getting-started",
    "title": "Kuanza",
    "route": "/ai-builder",
    "summary": "Sitewright inafanya nini, njia mbili za kutengeneza tovuti, kufungua akaunti na kupata msaada.",
    "keywords": "sitewright ni nini, sitewright inafanya nini, kuhusu, about, anza, kuanza, naanzaje, nianzeje, nianze aje, mgeni, mpya hapa, new, jisajili, kujisajili, sajili, sign up, register, fungua akaunti, tengeneza akaunti, akaunti, account, ingia, login, google, jiunge, join, hatua za kwanza, muhtasari, overview, tengeneza tovuti, kutengeneza website, unda tovuti, website, tovuti, site, AI, builder, ai builder, visual builder, manual builder, template, kiolezo, msaada, help, usaidizi, chat, assistant, msaidizi, swali, nisaidie, bure, free, nenosiri, password",
    "sections": [
      {
        "heading": "Sitewright inafanya nini",
        "text": "Sitewright inakutengenezea tovuti. Eleza tovuti yako kwa maneno ya kawaida na AI builder itaibuni (design), au itengeneze hatua kwa hatua kwenye Visual Builder huku ukiona matokeo papo hapo (live preview). Kisha ihifadhi, ichapishe (publish) kwenye anwani ya bure au kwenye kikoa (domain) chako mwenyewe, pakua faili zake na ushiriki kiungo (link) chake."
      },
      {
        "heading": "AI builder au Visual Builder: utumie ipi",
        "text": "Tumia AI builder kupata tovuti kamili haraka: ielezee, bonyeza \"Generate Website\" na uchague muundo (design). Tumia Visual Builder (Manual Builder) kuchagua kiolezo (template) na kuweka kila rangi, fonti na sehemu (section) mwenyewe. Zote mbili ziko kwenye menyu ya Products iliyo juu ya ukurasa (header), na \"Edit\" inahamisha muundo uliotengenezwa kwenda Visual Builder."
      },
      {
        "heading": "Kufungua akaunti ya Sitewright",
        "text": "Unaweza kujaribu builder zote mbili bila akaunti, lakini kuhifadhi, kuchapisha, kupakua na vikoa (domains) vinahitaji akaunti. Bonyeza \"Get Started\", weka jina lako la kwanza na la mwisho, barua pepe (email) na nenosiri (password) lenye angalau herufi 8, kubali masharti (terms) na ubonyeze \"Create Account\", au tumia \"Continue with Google\". Kila mtu anaanza kwenye mpango wa Free (bure)."
      },
      {
        "heading": "Kupata msaada kutoka kwa msaidizi (assistant)",
        "text": "Kitufe cha chat kwenye kona ya kila skrini kinafungua msaidizi wa msaada (help assistant). Andika swali na ubonyeze Enter (Shift+Enter inaanzisha mstari mpya). Msaidizi anajibu kutoka kwenye kurasa hizi za msaada. Akisema \"I'm having trouble connecting to my systems. Please try again later.\" (ninapata shida kuunganisha na mifumo yangu; tafadhali jaribu tena baadaye), subiri kidogo kisha uulize tena."
      }
    ]
  },
  {
    "slug": "payments",
    "title": "Kulipia mpango",
    "route": "/account/billing",
    "summary": "Lipa kwa kadi au M-Pesa, badilisha au sitisha mpango wako, na upate risiti zako.",
    "keywords": "lipa, malipo, kulipa, kulipia, nilipe, nalipaje, nitalipaje, lipa aje, mpesa, m-pesa, pesa, doh, bob, ganji, till, paybill, stk, stk push, ombi, PIN, namba ya siri, simu, namba ya simu, safaricom, kadi, card, visa, mastercard, stripe, risiti, receipt, invoice, ankara, billing, bili, bei, gharama, ngapi, shilingi, ksh, dola, dollar, sitisha, ghairi, cancel, badilisha mpango, upgrade, downgrade, renew, ongeza muda, imekataliwa, declined, imeshindwa, failed, haijapita, salio, balance, ujumbe, message, pesa imekatwa",
    "sections": [
      {
        "heading": "Ukurasa wako wa Billing (malipo)",
        "text": "Billing (\"Billing\" au \"Upgrade\" kwenye ukurasa wa akaunti yako) unaonyesha mpango wako, jinsi unavyolipiwa, lini unaongezwa muda (renew) au unaisha, na historia ya malipo yako pamoja na risiti unazoweza kuchapa (print). Kununua mpango, bonyeza \"Choose Basic\", \"Choose Premium\" au \"Choose Enterprise\", kisha uchague Card (kadi) au M-Pesa kwenye dirisha la malipo (checkout dialog)."
      },
      {
        "heading": "Kulipa kwa kadi",
        "text": "Kwenye dirisha la malipo (checkout dialog), chagua Card kisha bonyeza \"Continue to secure payment\" (endelea kwenye malipo salama): ukurasa wa malipo wa Stripe unafunguka (Visa, Mastercard na kadi nyingine), kisha unarudi kwenye Billing ukiwa na mpango wako mpya. Mipango ya kadi inaongezwa muda (renew) yenyewe kila mwezi au kila mwaka hadi utakapositisha (cancel). Seva ya Sitewright haioni kamwe namba kamili ya kadi yako."
      },
      {
        "heading": "Kubadilisha au kusitisha mpango unaolipiwa kwa kadi",
        "text": "Badilisha mpango wa kadi kwenye Billing badala ya kununua mwingine. Kupanda mpango (upgrade) kunaanza mara moja na tofauti ya bei inatozwa; kushuka mpango (downgrade) kunatokea mwisho wa kipindi ulicholipia. \"Cancel plan\" inazuia mpango kuongezwa muda na unaendelea kuwa nao hadi kipindi kiishe; \"Resume plan\" inatengua hatua hiyo. \"Manage card and invoices\" inafungua ukurasa wa wateja wa Stripe (customer portal)."
      },
      {
        "heading": "Kulipa kwa M-Pesa",
        "text": "Kwenye dirisha la malipo (checkout dialog), chagua M-Pesa na uweke namba yako ya simu ya Kenya kwa muundo wowote wa kawaida, kama 0712 345 678 au +254 712 345 678. Kitufe kinaonyesha kiasi kwa shilingi za Kenya kwa kiwango cha ubadilishaji (exchange rate) cha seva. Kibonyeze (\"Pay ... with M-Pesa\"), kisha \"Check your phone\" (angalia simu yako): weka PIN yako ya M-Pesa kwenye ombi (prompt) linalokuja kwenye simu. Ukurasa unajisasisha wenyewe."
      },
      {
        "heading": "Malipo ya M-Pesa yasipopita",
        "text": "Dirisha la malipo la M-Pesa linaonyesha \"The payment did not go through\" (malipo hayakupita) na sababu yake: ulighairi ombi (prompt), PIN haikuwa sahihi, salio halikutosha, simu haikupatikana (hakikisha imewashwa na ina mtandao), au malipo mengine yalikuwa yanaendelea. Hakuna pesa inayokatwa; bonyeza \"Try again\" (jaribu tena). Kama pesa ilitoka kwenye akaunti yako lakini mpango haukubadilika, wasiliana na msaada (support) ukiwa na ujumbe wako wa M-Pesa."
      },
      {
        "heading": "Jinsi mipango ya M-Pesa inavyoongezwa muda na kuisha",
        "text": "Malipo ya M-Pesa hayajirudii yenyewe (si recurring): kila malipo yananunua mwezi mmoja au mwaka mmoja. Ukilipa tena kwa mpango uleule, muda unaongezwa baada ya tarehe ya mwisho ya sasa; mpango wa juu zaidi unaanza mara moja, na muda uliobaki unakuwa muda wa ziada kwa kulinganisha bei za mipango hiyo miwili. Barua pepe (email) ya ukumbusho inakuja siku 3 kabla ya tarehe ya mwisho, na Billing inakupa \"Renew with M-Pesa\". Baada ya siku 3 za ziada (grace), akaunti inahamia Free; tovuti zako zinabaki zimehifadhiwa."
      },
      {
        "heading": "Malipo hayajawekwa kwenye seva hii",
        "text": "Baadhi ya seva za Sitewright zinaendeshwa bila funguo za malipo (payment keys). Hapo Billing inasema \"Payments are not configured on this server. An administrator can change your plan.\" (malipo hayajawekwa kwenye seva hii; msimamizi anaweza kubadilisha mpango wako). Muombe mtu au shirika linaloendesha seva hiyo akubadilishie mpango. Kama njia moja tu ya malipo imewekwa, nyingine haitolewi."
      }
    ]
  },
  {
    "slug": "plans-and-pricing",
    "title": "Mipango na bei",
    "route": "/pricing",
    "summary": "Mipango minne, kila mmoja una nini, akiba ya kulipa kwa mwaka, kurudishiwa pesa na vikomo ambavyo mpango wako unaweka.",
    "keywords": "bei, gharama, ngapi, ni ngapi, pesa ngapi, ni how much, inauzwa aje, mpango, mipango, kifurushi, vifurushi, package, plan, pricing, bure, free, basic, premium, enterprise, mwezi, kwa mwezi, mwaka, kwa mwaka, monthly, yearly, punguzo, discount, ofa, akiba, kuokoa, tovuti ngapi, website ngapi, picha, picha ngapi, images, AI, kikomo, vikomo, limit, limits, kurudishiwa pesa, rudisha pesa, refund, money back, majaribio, jaribu bure, trial, mkataba, linganisha, compare, upgrade, violezo, template, domain, shilingi, dola, dollar, bob, doh, ganji",
    "sections": [
      {
        "heading": "Mipango minne ya Sitewright kwa ufupi",
        "text": "Mpango wa Free (bure) unagharimu {{price:free:monthly}}, ukiwa na tovuti {{limit:free:websites}} na picha {{limit:free:images}} za AI kwa mwezi. Basic unagharimu {{price:basic:monthly}} kwa mwezi: tovuti {{limit:basic:websites}}, picha {{limit:basic:images}} na kupakua (downloads). Premium unagharimu {{price:premium:monthly}} kwa mwezi: tovuti {{limit:premium:websites}}, picha {{limit:premium:images}}, kikoa (domain) chako mwenyewe {{limit:premium:domains}}, violezo (templates) vya premium na msaada wa kipaumbele (priority support). Enterprise unagharimu {{price:enterprise:monthly}} kwa mwezi: tovuti na picha {{limit:enterprise:websites}}, vikoa vyako mwenyewe {{limit:enterprise:domains}}, wanachama wa timu (team members) na msaada wa kipaumbele. Kila mpango una kikoa kidogo (subdomain) cha bure."
      },
      {
        "heading": "Mpango upi unajumuisha kupakua, vikoa na violezo",
        "text": "Kupakua tovuti yako kama faili za HTML/CSS/JS kunaanzia mpango wa Basic. Vikoa vyako mwenyewe (custom domains) vinaanzia Premium ({{limit:premium:domains}}; Enterprise {{limit:enterprise:domains}}). Violezo vya premium (premium templates) ni bure kwenye Premium na Enterprise; kwenye Free na Basic unanunua kila kiolezo unachotaka. Jedwali la \"Compare plans\" (linganisha mipango) kwenye ukurasa wa Pricing linaonyesha mipango yote kando kwa kando."
      },
      {
        "heading": "Nini kinahesabiwa kwenye vikomo vya mpango wako",
        "text": "Kikomo cha tovuti kinahesabu tovuti zilizohifadhiwa kwenye akaunti yako, ziwe zimechapishwa (published) au la; picha za AI zinahesabiwa kwa kila mwezi wa kalenda. Ukurasa wa akaunti yako unaonyesha matumizi yako ya kila kimoja. Ukifika kikomo cha tovuti, ukihifadhi utaona \"Delete one or upgrade to save more\" (futa moja au panda mpango ili uhifadhi zaidi). Msimamizi (administrator) wa seva anaweza kuweka vikomo vingine vya tovuti kwa Free na Premium."
      },
      {
        "heading": "Kulipa kila mwezi au kila mwaka, majaribio na masharti ya muda",
        "text": "Mipango ya kulipia inaweza kulipwa kila mwezi au kila mwaka; ukilipa kwa mwaka unaokoa 20% (Basic {{price:basic:yearly}}, Premium {{price:premium:yearly}}, Enterprise {{price:enterprise:yearly}} kwa mwaka). Hakuna kipindi cha majaribio ya bure (free trial) kwa sababu kuna mpango wa bure unaoweza kuutumia kwa muda wowote unaotaka, na hakuna ahadi ya muda wa chini (minimum commitment): lipa kila mwezi na usitishe (cancel) wakati wowote."
      },
      {
        "heading": "Hakikisho la kurudishiwa pesa ndani ya siku 14",
        "text": "Kila mpango wa kulipia una hakikisho la kurudishiwa pesa (money-back guarantee) ndani ya siku 14, bila kuulizwa maswali: omba kurudishiwa pesa (refund) ndani ya siku 14 tangu malipo yako ya kwanza ya mpango huo. Wasiliana na anayeendesha (operator) seva ya Sitewright unayotumia, ukiwa na risiti kutoka ukurasa wako wa Billing."
      }
    ]
  },
  {
    "slug": "publishing-and-sharing",
    "title": "Kuchapisha na kushiriki tovuti",
    "route": "/account",
    "summary": "Weka tovuti yako mtandaoni kwenye anwani ya bure, isasishe, shiriki kiungo chake, soma ujumbe wake na uone wageni wake, rudisha toleo la awali, ipakue au iondoe mtandaoni.",
    "keywords": "chapisha, kuchapisha, publish, ku-publish, weka online, weka mtandaoni, live, go live, iko live, online, mtandaoni, shiriki, kushiriki, share, tuma link, link, kiungo, url, anwani, address, badilisha, sasisha, update, republish, ondoa, unpublish, offline, pakua, kupakua, download, zip, netlify, vercel, cloudflare, fomu, contact form, fomu ya mawasiliano, ujumbe, jumbe, messages, inbox, maswali ya wateja, enquiries, spam, wageni, visitors, watu wangapi, views, page views, analytics, takwimu, matoleo, versions, rudisha, roll back, tengua, undo, futa tovuti, delete",
    "sections": [
      {
        "heading": "Kuchapisha tovuti yako",
        "text": "Bonyeza \"Publish Now\" kwenye ukurasa wa matokeo ya AI au kwenye hatua ya Export ya builder; inahitaji akaunti na inahifadhi tovuti kwanza. Kisha utaona \"Website published!\" (tovuti imechapishwa) na anwani yake, iliyotengenezwa kutoka jina la tovuti kwa herufi ndogo na tarakimu (\"Crumb & Co\" inakuwa crumbco, pamoja na namba kama jina hilo limeshachukuliwa). Kila mpango unaweza kuchapisha tovuti."
      },
      {
        "heading": "Kusasisha tovuti ambayo tayari iko live",
        "text": "Baada ya kuhariri tovuti iliyochapishwa, nenda kwenye hatua ya Export na ubonyeze \"Publish changes\" (chapisha mabadiliko). Kila mtu anapata toleo jipya la tovuti mara moja. Kama swichi ya \"Caching\" kwenye Fine-tune imewashwa, baadhi ya vivinjari (browsers) vinaweza kuonyesha toleo la awali kwa hadi dakika 5."
      },
      {
        "heading": "Kushiriki kiungo (link) cha tovuti yako",
        "text": "Tovuti ikishachapishwa, \"Copy URL\" kwenye ukurasa wa matokeo inanakili anwani yake ili uibandike (paste) popote. Kabla ya hapo kitufe hicho kimefifia (greyed out) na kinaonyesha \"Publish your website first to get a shareable URL.\" (chapisha tovuti yako kwanza ili upate kiungo cha kushiriki). Ukurasa wa akaunti yako pia unaorodhesha anwani ya kila tovuti iliyochapishwa."
      },
      {
        "heading": "Ujumbe kutoka kwa fomu ya mawasiliano (contact form)",
        "text": "Ukiwasha Contact form kwenye Fine-tune, wageni wa tovuti yako iliyochapishwa wanaweza kukutumia ujumbe; wanaona ukurasa wa shukrani, hata kama JavaScript imezimwa. Kila ujumbe unasubiri chini ya \"Messages\" kando ya tovuti hiyo kwenye ukurasa wa akaunti yako, ukiwa na alama ya New hadi uuweke kuwa umesomwa, pamoja na Reply, Delete na \"Download CSV\". Kama barua pepe (email) imewekwa, unapata pia kila ujumbe kwa barua pepe, na ukiujibu unamjibu mgeni huyo. Roboti (bots) na mafuriko ya ujumbe (floods) yanachujwa kabla chochote hakijahifadhiwa."
      },
      {
        "heading": "Kuona wanaotembelea tovuti yako",
        "text": "Bonyeza \"Visitors\" kando ya tovuti iliyochapishwa kwenye ukurasa wa akaunti yako ili uone idadi ya kurasa zilizotazamwa (page views) na wageni wa kila siku kwa siku 7, 30 au 90 zilizopita (wiki moja, mwezi mmoja au miezi mitatu), tovuti zilizowaleta wageni na nchi zao. Ziara zinahesabiwa kurasa zinapotolewa: hakuna cookies, hakuna script ya kufuatilia (tracking script), hakuna bango la cookies (cookie banner), na anwani ya mgeni yeyote haihifadhiwi."
      },
      {
        "heading": "Kurudisha toleo la awali la tovuti",
        "text": "Kila unapochapisha, toleo hilo linahifadhiwa pamoja na maelezo ya kilichobadilika. Bonyeza \"Versions\" kando ya tovuti iliyochapishwa kwenye ukurasa wa akaunti yako ili uangalie (preview) toleo lolote, na \"Roll back\" ili kurudisha mojawapo mtandaoni mara moja; rasimu (draft) yako kwenye builder inabaki kama ilivyo. Matoleo 10 ya hivi karibuni zaidi yanahifadhiwa. Kwenye builder, \"Saved versions\" inarudisha yoyote kati ya mara 20 za mwisho ulizohifadhi."
      },
      {
        "heading": "Kupakua tovuti yako kama faili",
        "text": "\"Download ZIP\" kwenye hatua ya Export inahifadhi tovuti yako kama faili za kawaida za HTML, CSS na JavaScript (kisha fomu yake ya mawasiliano inafungua programu ya barua pepe ya mgeni, ikielekezwa kwa barua pepe iliyo kwenye sehemu yako ya Contact); \"Deploy to Netlify\", \"Deploy to Vercel\" na \"Deploy to Cloudflare Pages\" zinaongeza mipangilio na hatua za huduma hiyo ya kuweka tovuti (host). Kupakua kunaanzia mpango wa Basic: kwenye Free kitufe kinasema \"Upgrade to Download\" (\"Available on Basic and Premium plans\") na kinafungua Pricing."
      },
      {
        "heading": "Kuiondoa tovuti mtandaoni",
        "text": "Ili kuacha kuchapisha tovuti (unpublish) lakini uendelee kuiweka, futa kikoa chake kidogo cha bure (subdomain) kwenye ukurasa wa Domains: inaacha kufunguka mara moja, na ukiichapisha tena inapata anwani mpya. Ili kuondoa tovuti kabisa, bonyeza \"Delete\" kando yake kwenye akaunti yako; tovuti yake iliyochapishwa na kikoa (domain) chochote chako mwenyewe vinatoka mtandaoni papo hapo."
      }
    ]
  }
];
