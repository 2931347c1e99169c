// The whole data model in one file, so a reader sees every table and relation at once. Later work adds
// behaviour, not tables. Columns are snake_case in SQL and camelCase here; ids are app-made and prefixed
// (see ids.ts); every foreign key is indexed and its cascade is explicit; times are epoch milliseconds.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { roles } from "./accounts";
import { billingPeriods, tiers } from "./plans";
import { templateCategories } from "./templates";
import type { Brief } from "./brief";
import type { WebsiteDocument } from "./site-document";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);


export const users = sqliteTable(
  "users",
  {
  id: text("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  /** Normalised (trimmed, lower-cased) so that one person cannot hold two accounts by changing case. */
  email: text("email").notNull().unique(),
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`; null for accounts that only sign in with Google. */
  passwordHash: text("password_hash"),
  role: text("role", { enum: roles }).notNull().default("user"),
  subscriptionTier: text("subscription_tier", { enum: tiers }).notNull().default("free"),
  profileImageUrl: text("profile_image_url"),
  stripeCustomerId: text("stripe_customer_id").unique(),
  /**
   * When the tier must next be worked out again from the subscriptions (a prepaid period or its grace ending);
   * null when nothing is due. Every request compares it with the clock, so a lapsed plan never outlives its end.
   */
  planEndsAt: integer("plan_ends_at", { mode: "timestamp_ms" }),
  /** False: an administrator stopped the account. It cannot log in, and its sessions were ended when it stopped. */
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  /**
   * When an administrator deleted the account. The row stays, emptied of personal data, only so the payments it
   * made stay in the books; it can never log in again and no list shows it.
   */
  deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  },
  (t) => [index("users_plan_ends_at_idx").on(t.planEndsAt), index("users_created_at_idx").on(t.createdAt)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random id: a leaked table cannot be replayed as cookies. */
    idHash: text("id_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * "Forgot password?" links: a random token, kept only as its SHA-256, usable once (used_at) until it expires. A
 * reset uses every open link of the account up, and signs out every session.
 */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_user_id_idx").on(t.userId)],
);

/** What an emailed link proves: that the account's address is its owner's, or that a new address is. */
export const emailLinkPurposes = ["verify", "change"] as const;

/**
 * Links that prove an address: sign-up's "confirm your email" and an email change's "confirm your new address". A
 * random token kept only as its SHA-256, for the one address it was sent to, usable once until it expires.
 */
export const emailLinks = sqliteTable(
  "email_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: emailLinkPurposes }).notNull(),
    /** The address the link was sent to: confirming it proves this address, and only while it is still the one. */
    email: text("email").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("email_links_user_id_idx").on(t.userId)],
);

export const oauthProviders = ["google"] as const;

export const oauthIdentities = sqliteTable(
  "oauth_identities",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: oauthProviders }).notNull(),
    /** The provider's stable subject (`sub`), never the email: emails change hands. */
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("oauth_identities_provider_subject_idx").on(t.provider, t.subject),
    index("oauth_identities_user_id_idx").on(t.userId),
  ],
);

export const websites = sqliteTable(
  "websites",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The website document (schema/ site document), validated before every write. */
    document: text("document", { mode: "json" }).$type<WebsiteDocument>().notNull(),
    /**
     * The structured brief the AI builder made the site from (schema/brief.ts), as the customer confirmed it; null
     * for a site built by hand. Kept so 'More designs', rewrites and the card work from it again later.
     */
    brief: text("brief", { mode: "json" }).$type<Brief>(),
    /**
     * Counts saves: 1 when created, +1 on every change of name or document. A save names the revision it was
     * based on and is refused (409) when the site has moved on since, so an old draft never overwrites newer work.
     */
    revision: integer("revision").notNull().default(1),
    /** The free subdomain label, set at first publish; unique across the platform. */
    subdomain: text("subdomain").unique(),
    /** The version being served; null while unpublished. No FK: versions reference websites, not the reverse. */
    publishedVersionId: text("published_version_id"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    /** An administrator took the site off the web for abuse; it cannot be published again until they restore it. */
    takenDownAt: integer("taken_down_at", { mode: "timestamp_ms" }),
    /** Why, in the administrator's words: the owner reads it on their account page. */
    takedownReason: text("takedown_reason"),
    /** The version that was live when it was taken down: a restore serves it again. */
    takenDownVersionId: text("taken_down_version_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("websites_user_id_idx").on(t.userId)],
);

/** The builder's saves of a website: its last REVISIONS_KEPT documents, so an owner can restore an earlier one. */
export const websiteRevisions = sqliteTable(
  "website_revisions",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** The website's revision number this save made (websites.revision). */
    revision: integer("revision").notNull(),
    name: text("name").notNull(),
    document: text("document", { mode: "json" }).$type<WebsiteDocument>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("website_revisions_website_revision_idx").on(t.websiteId, t.revision)],
);

export const siteVersions = sqliteTable(
  "site_versions",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** The document as published: a version never changes once written. */
    document: text("document", { mode: "json" }).$type<WebsiteDocument>().notNull(),
    /** path -> { size, etag, contentType } of the files written to R2 under sites/<siteId>/<versionId>/. */
    files: text("files", { mode: "json" }).notNull().$type<Record<string, VersionFile>>(),
    /** What changed since the version before ("Added FAQ; new colours"), for the owner's version history. */
    summary: text("summary").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("site_versions_website_id_idx").on(t.websiteId)],
);

export interface VersionFile {
  size: number;
  etag: string;
  contentType: string;
}

export const domainKinds = ["subdomain", "custom"] as const;
export const domainStatuses = ["active", "pending", "error"] as const;
export type DomainStatus = (typeof domainStatuses)[number];

export const domains = sqliteTable(
  "domains",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: domainKinds }).notNull(),
    /** The full host name, lower-case, in its ASCII (punycode) form: `shop.example.com`. */
    hostname: text("hostname").notNull(),
    status: text("status", { enum: domainStatuses }).notNull().default("pending"),
    /** Value the owner must publish in a TXT record to prove control of a custom domain. */
    verificationToken: text("verification_token"),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    lastCheckedAt: integer("last_checked_at", { mode: "timestamp_ms" }),
    /** Why the last check failed, in plain words; null once active. */
    lastError: text("last_error"),
    /** The Cloudflare for SaaS custom hostname, when that is configured. */
    cfHostnameId: text("cf_hostname_id"),
    /** Its certificate's state as Cloudflare reports it (pending_validation, active, ...). */
    certificateStatus: text("certificate_status"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("domains_website_id_idx").on(t.websiteId),
    // Several accounts may claim a name while none has proved control; only one claim can ever be active.
    uniqueIndex("domains_user_hostname_idx").on(t.userId, t.hostname),
    uniqueIndex("domains_active_hostname_idx").on(t.hostname).where(sql`status = 'active'`),
    index("domains_hostname_idx").on(t.hostname),
  ],
);

/**
 * A free address a site gave up for a new one: it answers a permanent redirect to the site's new address until
 * `expiresAt` (30 days), and nobody else can take it until then.
 */
export const subdomainRedirects = sqliteTable("subdomain_redirects", {
  label: text("label").primaryKey(),
  websiteId: text("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

export { templateCategories } from "./templates";

/** `builtin`: ships with the app as a website document (site/catalogue/); `upload`: an administrator's files in R2. */
export const templateSources = ["builtin", "upload"] as const;

export const catalogueTemplates = sqliteTable("catalogue_templates", {
  id: text("id").primaryKey(),
  /** Stable name in addresses and for the built-in entries, which are matched to their code by it. */
  slug: text("slug").notNull().unique(),
  source: text("source", { enum: templateSources }).notNull().default("upload"),
  /** A built-in template's website document: opened in the builder, rendered for preview and download. */
  document: text("document", { mode: "json" }).$type<WebsiteDocument>(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  category: text("category", { enum: templateCategories }).notNull(),
  isPremium: integer("is_premium", { mode: "boolean" }).notNull().default(false),
  /** Price in US cents; 0 for free templates. */
  downloadPriceCents: integer("download_price_cents").notNull().default(0),
  downloads: integer("downloads").notNull().default(0),
  /** R2 key or app path of the preview picture. */
  previewImage: text("preview_image"),
  /** R2 prefix holding the template's files (`templates/<id>/`). */
  filesKey: text("files_key").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Who has downloaded a template, once each (a user, or a hashed address for visitors): the catalogue's download
 * count goes up only when a row is new, so counts are people, not clicks.
 */
export const templateDownloads = sqliteTable(
  "template_downloads",
  {
    templateId: text("template_id")
      .notNull()
      .references(() => catalogueTemplates.id, { onDelete: "cascade" }),
    /** `usr_...`, or `ip:<sha-256 of the address>` for a visitor: never a raw address. */
    downloader: text("downloader").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.downloader] })],
);

export const paymentProviders = ["card", "mpesa"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
export const paymentStatuses = ["pending", "successful", "failed", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentPurposes = ["subscription", "template"] as const;

export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    /**
     * Stripe Checkout session id (or invoice id for renewals) or M-Pesa CheckoutRequestID; null until the
     * provider has answered.
     */
    providerReference: text("provider_reference"),
    /** What was charged, in the minor unit of `currency` (US cents; for shillings, KES x 100). */
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** The same payment in US cents at the catalogue's price: what revenue totals add up, whatever the currency. */
    usdCents: integer("usd_cents").notNull().default(0),
    purpose: text("purpose", { enum: paymentPurposes }).notNull(),
    plan: text("plan", { enum: tiers }),
    period: text("period", { enum: billingPeriods }),
    templateId: text("template_id").references(() => catalogueTemplates.id, { onDelete: "set null" }),
    status: text("status", { enum: paymentStatuses }).notNull().default("pending"),
    /** Client-made key: a retried request creates one payment, not two. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    phone: text("phone"),
    failureReason: text("failure_reason"),
    /** The verified provider event that settled it (Stripe event id, or the M-Pesa callback's request id). */
    eventId: text("event_id"),
    /** The number the payer knows it by: M-Pesa's receipt (QK12AB34CD) or Stripe's invoice number. */
    receiptNumber: text("receipt_number"),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    /** When the provider was last asked how a pending payment ended (M-Pesa queries are spaced by it). */
    checkedAt: integer("checked_at", { mode: "timestamp_ms" }),
    /** Stripe's page for this payment, so a retried request answers the same page instead of a second one. */
    checkoutUrl: text("checkout_url"),
    /**
     * What a payment the user started is for while it is open: "plan" (any plan, any method) or "template:<id>".
     * At most one open payment per user and item (the index below), so two checkouts, or a card checkout and an
     * M-Pesa prompt, can never both be paid. Null for renewals, which no one starts.
     */
    openItem: text("open_item"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_provider_reference_idx").on(t.provider, t.providerReference),
    index("payments_user_id_idx").on(t.userId),
    index("payments_template_id_idx").on(t.templateId),
    // The sweep looks for payments still waiting on their provider.
    index("payments_status_created_at_idx").on(t.status, t.createdAt),
    uniqueIndex("payments_one_open_item_idx").on(t.userId, t.openItem).where(sql`status = 'pending' and open_item is not null`),
  ],
);

export const templatePurchases = sqliteTable(
  "template_purchases",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    templateId: text("template_id")
      .notNull()
      .references(() => catalogueTemplates.id, { onDelete: "cascade" }),
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "set null" }),
    priceCents: integer("price_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("template_purchases_user_template_idx").on(t.userId, t.templateId),
    index("template_purchases_template_id_idx").on(t.templateId),
    index("template_purchases_payment_id_idx").on(t.paymentId),
  ],
);

/**
 * Where a plan comes from: a Stripe subscription (card), a prepaid M-Pesa period, or an administrator's grant. A
 * user's tier is the highest one in force among them (payments/tier.ts).
 */
export const subscriptionSources = ["card", "mpesa", "admin"] as const;
export type SubscriptionSource = (typeof subscriptionSources)[number];
/** `incomplete`: a card subscription whose first payment has not gone through; it grants nothing. */
export const subscriptionStatuses = ["active", "past_due", "incomplete", "canceled", "expired"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tier: text("tier", { enum: tiers }).notNull(),
    period: text("period", { enum: billingPeriods }).notNull(),
    provider: text("provider", { enum: subscriptionSources }).notNull(),
    /**
     * Stripe's subscription id; for the one prepaid M-Pesa plan and the one administrator's grant a user can
     * hold, `mpesa:<userId>` and `admin:<userId>`, so each is one row that purchases extend.
     */
    providerSubscriptionId: text("provider_subscription_id").unique(),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    currentPeriodStart: integer("current_period_start", { mode: "timestamp_ms" }).notNull(),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }).notNull(),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    /** A card plan's change waiting for the end of the period (a downgrade), kept by a Stripe subscription schedule. */
    scheduledTier: text("scheduled_tier", { enum: tiers }),
    scheduledPeriod: text("scheduled_period", { enum: billingPeriods }),
    scheduleId: text("schedule_id"),
    /** When the owner was reminded that this prepaid period ends (once per period). */
    remindedAt: integer("reminded_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscriptions_user_id_idx").on(t.userId)],
);

/** Verified provider events already applied: each webhook or callback takes effect once. */
export const webhookEvents = sqliteTable(
  "webhook_events",
  {
    provider: text("provider", { enum: paymentProviders }).notNull(),
    eventId: text("event_id").notNull(),
    processedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Images used per user per calendar month (`2026-11`). Spending one is a single
 * `UPDATE ... SET used = used + 1 WHERE used < quota RETURNING`, so concurrent requests cannot overspend.
 */
export const imageCreditUsage = sqliteTable(
  "image_credit_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    used: integer("used").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

export const generatedImages = sqliteTable(
  "generated_images",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prompt: text("prompt").notNull(),
    size: text("size").notNull(),
    style: text("style").notNull(),
    quality: text("quality").notNull(),
    provider: text("provider").notNull(),
    r2Key: text("r2_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("generated_images_user_id_idx").on(t.userId), uniqueIndex("generated_images_r2_key_idx").on(t.r2Key)],
);

export const assetKinds = ["upload", "generated"] as const;

/**
 * A user's pictures for their documents: the ones they uploaded (logos, photos) and the ones the AI image
 * generator made them. Both are used, published and exported the same way (/assets/<file> in a document).
 */
export const assets = sqliteTable(
  "assets",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: assetKinds }).notNull().default("upload"),
    r2Key: text("r2_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("assets_user_id_idx").on(t.userId)],
);

export const chatRoles = ["user", "assistant"] as const;

export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: text("id").primaryKey(),
    /** The page-load guest session id from the client; signed-in messages also carry the user. */
    sessionId: text("session_id").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: chatRoles }).notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_session_id_idx").on(t.sessionId), index("chat_messages_user_id_idx").on(t.userId)],
);

export const adminSettings = sqliteTable(
  "admin_settings",
  {
    key: text("key").primaryKey(),
    value: text("value", { mode: "json" }).notNull(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [index("admin_settings_updated_by_idx").on(t.updatedBy)],
);

/** `sending`: claimed by one sender, so a message the schedule and a request both reach goes out once. */
export const outboxStatuses = ["queued", "sending", "sent", "failed"] as const;

/**
 * Every email the platform sends (payment notices, plan reminders), kept whether or not an email service is
 * configured: without one it waits here for the administrator to read; with one, its delivery is recorded.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** Where a reply goes, when not to the sender (a contact form's message: the visitor who wrote it). */
    replyTo: text("reply_to"),
    /** What it is about (`plan-reminder`, `payment-received`...), for the administrator's list. */
    kind: text("kind").notNull(),
    status: text("status", { enum: outboxStatuses }).notNull().default("queued"),
    /** When a sender took it (queued -> sending): a message taken long ago by a request that died is taken back. */
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    error: text("error"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_user_id_idx").on(t.userId), index("email_outbox_created_at_idx").on(t.createdAt)],
);

/** Fixed-window counters keyed by what is limited (`login:ip:<addr>`, `login:email:<hash>`...). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
  count: integer("count").notNull(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type Website = typeof websites.$inferSelect;
export type NewWebsite = typeof websites.$inferInsert;
export type SiteVersion = typeof siteVersions.$inferSelect;
export type Domain = typeof domains.$inferSelect;
export type CatalogueTemplate = typeof catalogueTemplates.$inferSelect;
export type NewCatalogueTemplate = typeof catalogueTemplates.$inferInsert;
export type Payment = typeof payments.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type NewPayment = typeof payments.$inferInsert;

export const auditActions = [
  "user.updated",
  "user.deleted",
  "website.taken_down",
  "website.restored",
  "settings.updated",
  "key.updated",
  "template.uploaded",
  "template.deleted",
  "login.failed_burst",
  "rate_limited",
  "password.reset",
  "password.changed",
  "email.changed",
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * Every administrator's action and every security event, for the dashboard's Security Log: who (the actor, null
 * for the system or a visitor), what (the action and its target), and when. Rows outlive their actor's account.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: auditActions }).notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** What changed, in plain words for the log ("tier free -> premium; inactive"). */
    detail: text("detail").notNull().default(""),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt), index("audit_log_actor_id_idx").on(t.actorId)],
);

/** A published site's visits per UTC day, counted by the Worker as it serves pages (no script, no cookie). */
export const siteDailyStats = sqliteTable(
  "site_daily_stats",
  {
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD, UTC. */
    day: text("day").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day] })],
);

/**
 * Who was already counted today, as a hash of address and browser under the day's random salt (visitor_salts,
 * deleted when the day is over): a visitor cannot be followed from one day to the next, and no address is kept.
 */
export const siteDailyVisitors = sqliteTable(
  "site_daily_visitors",
  {
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day, t.visitor] })],
);

/**
 * The day's random salt for visitor hashes, made by whichever instance counts the day's first visit and deleted
 * with the day's hashes (worker/purge.ts): once it is gone, nobody (the operator included) can tell who a hash was.
 */
export const visitorSalts = sqliteTable("visitor_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

export const visitSourceKinds = ["referrer", "country"] as const;

/** Where the day's visits came from: the referring site's host, and the visitor's country (as Cloudflare says). */
export const siteDailySources = sqliteTable(
  "site_daily_sources",
  {
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    kind: text("kind", { enum: visitSourceKinds }).notNull(),
    value: text("value").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day, t.kind, t.value] })],
);

/**
 * What visitors sent through a published site's contact form, for its owner's inbox. Only what the visitor typed is
 * kept, and when: no address, no browser (the spam checks use them and forget them).
 */
export const formMessages = sqliteTable(
  "form_messages",
  {
    id: text("id").primaryKey(),
    websiteId: text("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** When the owner read it; null while unread. */
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("form_messages_website_created_idx").on(t.websiteId, t.createdAt)],
);
