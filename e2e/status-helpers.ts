import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { literal } from './explorer-helpers';

/** Shared by the status page specs. The token is the one scripts/e2e.ts gives the server. */
export const ADMIN_TOKEN = process.env.STATUS_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789';

export async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { 'cache-control': 'no-cache' } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export interface WireIncident {
  id: string;
  name: string;
  status: string;
  impact: string;
  started_at: string;
  resolved_at: string | null;
  incident_updates: { status: string; body: string }[];
  components: { id: string; name: string; status: string }[];
}

export interface WireComponent {
  id: string;
  name: string;
  status: string;
  group: boolean;
  group_id: string | null;
}

/** Signs in through the form; the session cookie then rides on the page's requests (page.request too). */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/status/admin');
  await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The component row of the status page whose heading starts with `prefix` (taken literally). */
export function componentRow(page: Page, prefix: string) {
  return page
    .locator('li[data-row="component"]')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${literal(prefix)}`) }) });
}

/** Calendar date YYYY-MM-DD of an instant in a zone. */
export function dateIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    Date.parse(iso),
  );
}

/** Parses XML with the browser's own parser; returns the root element name, or throws with the parser error. */
export async function parseInBrowser(
  page: Page,
  xml: string,
): Promise<{ root: string; ns: string | null; entries: string[] }> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    if (error) throw new Error(`not well-formed: ${error.textContent}`);
    const root = doc.documentElement;
    const entries = [...root.getElementsByTagName(root.localName === 'feed' ? 'entry' : 'item')].map(
      (e) => e.getElementsByTagName('title')[0]?.textContent ?? '',
    );
    return { root: root.localName, ns: root.namespaceURI, entries };
  }, xml);
}

/**
 * Removes what a failed authoring test may have left (components, groups, open incidents and maintenances whose
 * names start with "E2E"), so one failure is reported once instead of turning every later status check red.
 */
export async function removeE2eLeftovers(request: APIRequestContext): Promise<void> {
  const headers = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  const { page } = await json<{ page: { id: string } }>(request, '/api/v2/summary.json');
  const base = `/api/manage/v1/pages/${page.id}`;
  const list = async <T>(path: string) => (await (await request.get(`${base}/${path}`, { headers })).json()) as T[];
  const isE2e = (name: string) => name.startsWith('E2E');
  for (const g of await list<{ id: string; name: string }>('component-groups')) {
    if (isE2e(g.name)) await request.delete(`${base}/component-groups/${g.id}`, { headers });
  }
  for (const c of await list<{ id: string; name: string }>('components')) {
    if (isE2e(c.name)) await request.delete(`${base}/components/${c.id}`, { headers });
  }
  for (const t of await list<{ id: string; name: string }>('incident_templates')) {
    if (isE2e(t.name)) await request.delete(`${base}/incident_templates/${t.id}`, { headers });
  }
  const open = [
    ...(await list<{ id: string; name: string }>('incidents/unresolved')),
    ...(await list<{ id: string; name: string }>('incidents/active_maintenance')),
    ...(await list<{ id: string; name: string }>('incidents/upcoming')),
  ];
  for (const i of open) {
    if (isE2e(i.name)) await request.delete(`${base}/incidents/${i.id}`, { headers });
  }
}

/** Where scripts/e2e.ts's SMTP server saves each message it receives (lib/status/subscriptions/sinks.testing.ts). */
const MAIL_DIR = path.join(process.cwd(), '.data-e2e', 'mail');

export interface SavedMail {
  to: string[];
  subject: string;
  text: string;
  list_unsubscribe: string | null;
}

export function mailTo(address: string): SavedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR);
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), 'utf8')) as SavedMail)
    .filter((m) => m.to.includes(address));
}
