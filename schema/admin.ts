// The admin dashboard's calls: what the Users tab sends, its filters, page size and the words of its refusals.
import * as v from "valibot";
import { paymentMethods } from "./payments";
import { tiers } from "./plans";
import { roles } from "./accounts";

export const userStatusFilters = ["all", "active", "inactive", "premium", "enterprise"] as const;
export type UserStatusFilter = (typeof userStatusFilters)[number];
export const USERS_PAGE_SIZE = 20;
/** A page number beyond this is refused: enough for 20,000 accounts, and no query is asked to skip further. */
export const MAX_PAGE = 1000;

export const CANNOT_DEMOTE_SELF = "You cannot remove your own admin role.";
export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account.";
export const CANNOT_DELETE_SELF = "You cannot delete your own account.";
export const USER_NOT_FOUND = "User not found";
export const ACCOUNT_INACTIVE = "This account has been deactivated. Contact the site's administrator.";

/** `?page=` as a number from 1 to MAX_PAGE (1 when absent). */
export function pageNumber() {
  return v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, "Page must be a number"), v.transform(Number), v.minValue(1, "Page must be 1 or more"), v.maxValue(MAX_PAGE, `Page must be at most ${MAX_PAGE}`)), "1");
}

export const userListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Search is at most 100 characters")), ""),
  status: v.optional(v.picklist(userStatusFilters, "Choose a status filter"), "all"),
  page: pageNumber(),
});

export const userIdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(/^usr_[0-9a-z]{16}$/, USER_NOT_FOUND)) });

export const userUpdateSchema = v.pipe(
  v.strictObject({
    tier: v.optional(v.picklist(tiers, "Please choose a plan.")),
    role: v.optional(v.picklist(roles, "Choose user or admin")),
    active: v.optional(v.boolean("Active must be true or false")),
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), "Nothing to change"),
);
export type UserUpdate = v.InferOutput<typeof userUpdateSchema>;


export const paymentMethodFilters = ["all", ...paymentMethods] as const;
export type PaymentMethodFilter = (typeof paymentMethodFilters)[number];
export const PAYMENTS_PAGE_SIZE = 25;
/** The CSV holds at most this many payments, newest first; a bigger export is a database job, not a download. */
export const PAYMENTS_CSV_MAX = 10_000;

export const paymentListQuerySchema = v.object({
  method: v.optional(v.picklist(paymentMethodFilters, "Choose all, mpesa or card"), "all"),
  page: pageNumber(),
});

export const WEBSITES_PAGE_SIZE = 24;
export const websiteListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Search is at most 100 characters")), ""),
  page: pageNumber(),
});
export const websiteIdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(/^site_[0-9a-z]{16}$/, "Website not found")) });
export const REASON_REQUIRED = "Say why the website is taken down: its owner will read it.";
export const takedownSchema = v.strictObject({
  reason: v.pipe(v.string(REASON_REQUIRED), v.trim(), v.minLength(5, REASON_REQUIRED), v.maxLength(500, "A reason is at most 500 characters")),
});

/** What the owner is told when they try to publish a site an administrator took down. */
export function takenDownMessage(reason: string): string {
  return `This website was taken down by an administrator: ${reason} Contact the site's administrator to have it restored.`;
}

/** The provider keys an administrator can set from the dashboard, and the setting each one stands in for. */
export const providerKeys = [
  { id: "ai", label: "AI text provider", hint: "OpenAI-compatible API key (site generation and the help assistant)", env: "AI_API_KEY" },
  { id: "ai_images", label: "Second AI provider", hint: "API key for image generation (otherwise the text provider's)", env: "AI_IMAGE_API_KEY" },
  { id: "stripe", label: "Card payments", hint: "Stripe secret key (sk_live_... or sk_test_...)", env: "STRIPE_SECRET_KEY" },
  { id: "mpesa", label: "M-Pesa", hint: "Daraja consumer secret", env: "MPESA_CONSUMER_SECRET" },
] as const;
export type ProviderKeyId = (typeof providerKeys)[number]["id"];
export const providerKeyParamSchema = v.object({ id: v.picklist(providerKeys.map((k) => k.id), "Unknown key") });
export const KEY_TOO_SHORT = "A key is at least 8 characters";
export const providerKeySchema = v.strictObject({
  value: v.pipe(v.string(KEY_TOO_SHORT), v.trim(), v.minLength(8, KEY_TOO_SHORT), v.maxLength(500, "A key is at most 500 characters"), v.regex(/^\S+$/, "A key has no spaces")),
});

const limit = (label: string) =>
  v.pipe(v.number(`${label} must be a number`), v.integer(`${label} must be a whole number`), v.minValue(1, `${label} must be at least 1`), v.maxValue(1000, `${label} must be at most 1,000`));
export const generalSettingsSchema = v.strictObject({
  maxWebsitesFree: limit("Max websites per free user"),
  maxWebsitesPremium: limit("Max websites per premium user"),
  paymentEmailNotifications: v.boolean("Choose on or off"),
});
export type GeneralSettings = v.InferOutput<typeof generalSettingsSchema>;
