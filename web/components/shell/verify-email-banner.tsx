// A gentle reminder under the header while a signed-in account's address is unconfirmed: what to do, a way to get
// the link again, and "Later", which hides it for this visit. It never stands in the way of the app.
import { useState } from "react";
import { useLocation } from "react-router-dom";
import { api, read } from "../../lib/api";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";

const HIDDEN_KEY = "sitewright:verify-banner-hidden";

export default function VerifyEmailBanner({ email }: { email: string }) {
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(HIDDEN_KEY) === email);
  const [sending, setSending] = useState(false);
  if (hidden || pathname === "/confirm-email") return null;

  async function sendAgain() {
    setSending(true);
    try {
      toast({ title: "Link sent", description: (await read(api.account["verify-email"].$post())).message });
    } catch (err) {
      toast({ title: "Not sent", description: errorText(err, "The link was not sent. Please try again."), variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  return (
    <aside aria-label="Confirm your email address" className="border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm sm:px-6 lg:px-8">
        <p className="min-w-0 flex-[1_1_18rem] [overflow-wrap:anywhere]">
          Please confirm your email address: we sent a link to <strong>{email}</strong>, so you can always get back into your account.
        </p>
        <div className="flex items-center gap-2">
          <button type="button" onClick={sendAgain} disabled={sending} className="rounded-lg px-3 py-1.5 font-semibold underline underline-offset-2 hover:bg-amber-100 disabled:opacity-60 dark:hover:bg-amber-500/20">
            {sending ? "Sending..." : "Send the link again"}
          </button>
          <button
            type="button"
            onClick={() => {
              sessionStorage.setItem(HIDDEN_KEY, email);
              setHidden(true);
            }}
            className="rounded-lg px-3 py-1.5 font-semibold hover:bg-amber-100 dark:hover:bg-amber-500/20"
          >
            Later
          </button>
        </div>
      </div>
    </aside>
  );
}
