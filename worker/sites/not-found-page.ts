// The friendly pages for a site host: nothing published (or a missing file), a site taken down, and storage failing. Static text only:
// no part of the request is echoed back.
const page = (title: string, heading: string, lines: string[]) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="robots" content="noindex">
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#1f2937}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem}
p{line-height:1.6;margin:0 0 1rem}
</style>
</head>
<body>
<main>
<h1>${heading}</h1>
${lines.map((l) => `<p>${l}</p>`).join("\n")}
</main>
</body>
</html>
`;

const notFound = page("Site not found", "There is no website here yet", [
  "This address has not been published, or the page you asked for does not exist.",
  "If this is your site, open your dashboard and publish it again.",
]);
// Neutral: a visitor learns nothing of why, and nothing that blames the owner.
const takenDown = page("Site unavailable", "This site is unavailable", ["It cannot be shown at the moment."]);
const unavailable = page("Temporarily unavailable", "This website is taking a short break", ["It could not be loaded just now. Please try again in a minute."]);

// Sent with their own policy: the sites policy allows no inline style, and these pages need nothing else.
function respond(body: string, status: number, method: string, extra: Record<string, string> = {}): Response {
  return new Response(method === "HEAD" ? null : body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      ...extra,
    },
  });
}

export const notFoundPage = (method: string): Response => respond(notFound, 404, method);

/** A site an administrator took down: the same neutral page on every address of it. */
export const takenDownPage = (method: string): Response => respond(takenDown, 410, method);

/** A site's storage or database failed: the visitor is asked to come back, and crawlers to retry later. */
export const unavailablePage = (method: string): Response => respond(unavailable, 503, method, { "Retry-After": "60" });
