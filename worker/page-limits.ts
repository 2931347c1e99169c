// An administrator's website limits in the app's pages. The public pages arrive drawn by the build with the
// catalogue's numbers (web/prerender.tsx); when the administrator has set others, the Worker says them in that markup
// (every element marked WEBSITES_MARK) and hands them to the browser in a meta element (web/lib/plans.ts), so the
// page React then adopts and every page it draws say the limits the server keeps.
import { createDb } from "./db";
import { websiteLimits } from "./settings";
import { defaultWebsiteLimits, LIMITS_META, limitsMetaContent, sameLimits, WEBSITES_MARK, websitesText, type WebsiteLimits, type WebsitesForm } from "../schema/plans";

/** An app page (HTML) with the administrator's limits in it; any other response as it is. */
function sayingLimits(res: Response, limits: WebsiteLimits): Response {
  if (!res.headers.get("Content-Type")?.startsWith("text/html") || !res.body) return res;
  const rewritten = new HTMLRewriter()
    .on("head", {
      element(head) {
        head.append(`<meta name="${LIMITS_META}" content="${limitsMetaContent(limits)}">`, { html: true });
      },
    })
    .on(`[${WEBSITES_MARK}]`, {
      element(el) {
        const [tier, form] = (el.getAttribute(WEBSITES_MARK) ?? "").split(" ");
        if ((tier === "free" || tier === "premium") && (form === "feature" || form === "cell")) el.setInnerContent(websitesText(limits[tier], form as WebsitesForm));
      },
    })
    .transform(res);
  const out = new Response(rewritten.body, rewritten);
  // The file's tag names the build's markup, not this one: a browser revalidating must get these limits.
  out.headers.delete("ETag");
  return out;
}

/**
 * An app page from the static assets, with the administrator's limits. A browser's copy of the build's markup is not
 * revalidated against the file (its 304 would keep the old numbers); a database that does not answer leaves the
 * catalogue's numbers, never a broken page.
 */
export async function pageWithLimits(request: Request, env: Env): Promise<Response> {
  let limits = defaultWebsiteLimits;
  try {
    limits = await websiteLimits(createDb(env));
  } catch (err) {
    console.warn("website limits not read:", err instanceof Error ? err.message : err);
  }
  if (sameLimits(limits, defaultWebsiteLimits)) return env.ASSETS.fetch(request);
  const fresh = new Request(request);
  fresh.headers.delete("If-None-Match");
  fresh.headers.delete("If-Modified-Since");
  return sayingLimits(await env.ASSETS.fetch(fresh), limits);
}
