// How long anything the Worker keeps outside the database may be stale, in one place. On the edge there are many
// instances of the Worker, each with its own memory, evicted at any moment: memory is a cache in front of the
// database, never a source of truth, and each cache below says how long a change can take to be seen through it.

/** A host's site in this instance's memory (edge/host-cache.ts): publishing here forgets it at once, elsewhere within this. */
export const HOST_MEMORY_MS = 5_000;
/** A host's database answer in this data centre's Cache API (edge/host-cache.ts): forgotten by a change of domain. */
export const HOST_EDGE_SECONDS = 30;
/** A host's site in KV, written only by publishers (sites/publish.ts); KV itself takes up to a minute to agree. */
export const HOST_KV_SECONDS = 60;
/** Which recent versions hold which files (edge/host-cache.ts), as long as a host pointer. */
export const VERSION_MEMORY_MS = HOST_MEMORY_MS;
/** Provider keys an administrator stored on the dashboard, laid over the deployed ones (provider-keys.ts). */
export const STORED_KEYS_MS = 30_000;
/** The administrator's website limits as pages and the help assistant say them (settings.ts); the server's own check
 * reads them afresh. */
export const SETTINGS_MEMORY_MS = 30_000;
/** A Daraja access token (payments/daraja.ts): Daraja's last an hour; kept until a minute before. */
export const DARAJA_TOKEN_MARGIN_MS = 60_000;

/*
 * Kept without an expiry, because what they hold cannot change:
 * - published files by their immutable version (sites/serve.ts, small ones, a bounded number);
 * - a page with its contact-form guard, for the second it was made (sites/forms.ts);
 * - the day's visitor salt (edge/visits.ts), made once per day and deleted with the day;
 * - HMAC keys by their secret (hmac.ts), Stripe price ids by plan and amount (payments/stripe.ts, a catalogue change
 *   makes a new price), built-in template previews by the template's version (templates/preview.ts), and the help
 *   pages' search index (help/knowledge.ts), built from the deploy's own files.
 * And one that is no cache: page views held in memory for a second (edge/visits.ts) before they go on the VISITS
 * queue in one send (or are written, without a queue). The hand-over runs in waitUntil, which the platform lets
 * finish; only an instance that crashes within that second loses its second of counts.
 */
