// What a failed call says to the person: the server's own words when it gave some (a plan limit, a conflict, the
// payment service down), else what happened and what to do for the failures a browser meets on its own (offline,
// a session that ended), else the screen's own message. The work in hand always stays where it is. Apart from
// lib/api.ts so the home page, which shows none of these, does not carry them.
import { OFFLINE, SESSION_ENDED } from "../../schema/messages";
import { ApiError } from "./api";
// The toaster comes with every screen that can fail, not with its first toast: a failure offline could not fetch it.
import "../components/toaster";

/** The server's answer to a call that needs a signed-in user (worker/auth/require.ts). */
const LOG_IN_TO_CONTINUE = "Please log in to continue.";

export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    if (err.status === 401 && err.message === LOG_IN_TO_CONTINUE) return SESSION_ENDED;
    return err.message || fallback;
  }
  // fetch rejects with a TypeError when no answer came at all: no network, or the connection dropped.
  if (err instanceof TypeError || (typeof navigator !== "undefined" && navigator.onLine === false)) return OFFLINE;
  return fallback;
}
