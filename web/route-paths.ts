// Every page of the app and the screen (web/routes/<file>.tsx) that draws it: read by the router (routes.tsx)
// and by the build, which writes each page its own HTML that fetches the screen's code at once (vite.config.ts).
export const screens = {
  "": "home",
  builder: "builder",
  "ai-builder": "ai-builder",
  "ai-builder-result": "ai-builder-result",
  admin: "admin",
  "admin/dashboard": "admin",
  signup: "signup", // ?plan=basic | premium preselects a plan
  login: "login",
  "forgot-password": "forgot-password",
  "reset-password": "reset-password", // ?token=... from the emailed link
  "confirm-email": "confirm-email", // ?token=... from the link sent at sign-up or for a new address
  pricing: "pricing",
  templates: "templates",
  "templates/preview": "templates-preview", // ?id=tpl_...
  domains: "domains",
  account: "account",
  "account/billing": "account-billing",
  "account/receipt": "account-receipt", // ?id=pay_...
  terms: "terms",
  privacy: "privacy",
} as const;

/** The screen for any other path. */
export const notFoundScreen = "not-found";

/**
 * Pages the build draws into their HTML (prerender.tsx): public pages whose first drawing depends on nothing but
 * the address, so a visitor reads them before any script has run. Not the pages that read the query string
 * (login, signup), the signed-in user's data or the editor's drafts.
 */
export const prerendered = ["", "pricing", "ai-builder", "terms", "privacy"] as const satisfies readonly (keyof typeof screens)[];

/** On <div id="root">: the path its markup was drawn for (main.tsx adopts it only there). */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";
