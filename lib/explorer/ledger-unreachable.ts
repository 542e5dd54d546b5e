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
 * A 503 page that depends on nothing that may be failing: self-contained HTML, no store, no styles, a link to the
 * status page (which keeps working) and Retry-After.
 */
function unavailablePage(title: string, heading: string, paragraphs: string[], retryAfterSeconds: number): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Ledger Query Service</title>
</head>
<body>
<main>
<h1>${heading}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(retryAfterSeconds),
    },
  });
}

/**
 * The explorer's answer while its ledger does not answer: a 503 that says so in words, points to the status page
 * and asks to retry, instead of a page that hangs or a bare 500.
 */
export function ledgerUnreachablePage(): Response {
  return unavailablePage(
    'Ledger unreachable',
    'The ledger is unreachable',
    [
      'This explorer cannot read its ledger database right now, so it cannot show this page. Nothing is lost: the page will work again as soon as the database answers.',
      'Try again in a few seconds, or follow the incident on the <a href="/status">status page</a>.',
    ],
    RETRY_AFTER_SECONDS,
  );
}

/** How long a client refused for overload should wait: a short while, the overload is usually a burst. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** An explorer page refused because too many are being rendered: a fast 503 a browser or crawler can retry. */
export function pagesBusyPage(): Response {
  return unavailablePage(
    'Busy',
    'The explorer is busy',
    [
      'Too many pages are being prepared right now. Try again in a few seconds; the <a href="/status">status page</a> and the API keep answering.',
    ],
    BUSY_RETRY_AFTER_SECONDS,
  );
}
