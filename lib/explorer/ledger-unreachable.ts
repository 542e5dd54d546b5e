import { LOCAL_NETWORK } from './networks';
import { isExplorerPage } from './sections';

/** How long a browser or a cache should wait before asking again. */
export const RETRY_AFTER_SECONDS = 15;

/** An explorer page of this server's own ledger (not one read from another network's Mirror Node). */
export function readsLocalLedger(url: URL): boolean {
  const network = url.searchParams.get('network');
  return isExplorerPage(url.pathname) && (network === null || network === LOCAL_NETWORK.id);
}

/**
 * The explorer's answer while its ledger does not answer: a 503 that says so in words, points to the status page
 * (which keeps working) and asks to retry, instead of a page that hangs or a bare 500. Self-contained HTML: it
 * must not depend on anything that may be failing.
 */
export function ledgerUnreachablePage(): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ledger unreachable · Ledger Query Service</title>
</head>
<body>
<main>
<h1>The ledger is unreachable</h1>
<p>This explorer cannot read its ledger database right now, so it cannot show this page. Nothing is lost: the page will work again as soon as the database answers.</p>
<p>Try again in a few seconds, or follow the incident on the <a href="/status">status page</a>.</p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}
