// The words the Worker and the app both say about the same failure, written once. Most are the spec's own texts
// (section 8); the app shows the server's message when it gives one, else the same words from here.
import { DOWNLOAD_PLANS } from "./plans";

export const SAVE_FAILED = "There was a problem saving your website. Please try again.";
export const PUBLISH_FAILED = "There was a problem publishing your website. Please try again.";
export const DOWNLOAD_FAILED = "There was a problem downloading your website. Please try again.";
export const EXPORT_FAILED = "There was an error exporting your website";
export const GENERATION_FAILED = "There was a problem generating your website. Please try again.";
export const DOWNLOAD_UPGRADE = `Website downloads are available on ${DOWNLOAD_PLANS} plans`;
export const WEBSITE_NOT_FOUND = "Website not found";
/** A save made on an older revision than the server's (another tab or device saved in between). */
export const WEBSITE_CHANGED = "This website was changed somewhere else since you opened it.";
/** When a request failed and the server gave no reason of its own (the spec's generic failure). */
export const REQUEST_FAILED = "There was an error processing your request. Please try again.";
export const SERVER_FAILED = "Something went wrong on our side. Please try again.";

/** What a failed call says when no answer came at all, or the session ended meanwhile (web/lib/error-text.ts). */
export const OFFLINE = "You seem to be offline. Nothing was lost: your work stays here. Try again when you are back online.";
export const SESSION_ENDED = "Your session has ended. Log in again in another tab, then try again: your work stays here.";
