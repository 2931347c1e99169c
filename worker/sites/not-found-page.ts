// The friendly page for a site host with nothing published (or a missing file). Static text only: no part of
// the request is echoed back.
const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site not found</title>
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
<h1>There is no website here yet</h1>
<p>This address has not been published, or the page you asked for does not exist.</p>
<p>If this is your site, open your dashboard and publish it again.</p>
</main>
</body>
</html>
`;

// Sent with its own policy: the sites policy allows no inline style, and this page needs nothing else.
export function notFoundPage(method: string): Response {
  return new Response(method === "HEAD" ? null : html, {
    status: 404,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}
