// "Continue with Google": a full-page navigation into the OIDC flow, or an explanation when this server has no
// Google client configured.
import useSWR from "swr";
import { api, read } from "../../lib/api";
import { buttonClass } from "../button-link";

export function GoogleButton({ returnTo }: { returnTo?: string }) {
  const { data } = useSWR("/api/auth/providers", () => read(api.auth.providers.$get()));
  if (data && !data.google) {
    return (
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-center text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        Sign-in with Google is not configured on this server.
      </p>
    );
  }
  const href = returnTo ? `/auth/google?returnTo=${encodeURIComponent(returnTo)}` : "/auth/google";
  return (
    <a href={href} className={buttonClass("secondary", "lg", "w-full")}>
      Continue with Google
    </a>
  );
}
