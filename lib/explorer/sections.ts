/**
 * The explorer's sections, one entry each: its path, what one item is called, which id forms name one, how it is
 * read, and which page shows each kind of entity. Pages, the proxy's matcher and missing-page check, the not-found
 * words, search, entity links and the main navigation all read this table, so adding a section is one entry here
 * plus its page (and the proxy's literal matcher, which proxy-matcher.test.ts holds to {@link PROXY_PATHS}).
 *
 * Layering: lib/explorer → lib/client, never the other way. lib/client is transport only (fetch, status check,
 * lossless JSON, Zod parse, following links.next, the query client) and knows nothing of the explorer; lib/explorer
 * is what the explorer knows (sections, ids, lists, search, links) and its reads built on that transport.
 */
import { ACCOUNT_TAB_PLACES } from './account-tab-places';
import type { InputKind } from './search';

interface DetailPage {
  /** One item, in words: "account". */
  noun: string;
  /** The id forms a path may name one by (as the search box classifies them). */
  accepts: readonly InputKind[];
  /** Read by the id as typed (a block number stays a number); otherwise a bare number is the entity 0.0.n. */
  idAsTyped?: boolean;
  /** Also named by a 48-byte hash in base64, which the API takes as well as hex. */
  base64Hash?: boolean;
  /** The forms in words, for the not-found page. */
  forms: string;
  /** Query the detail page's own read adds to `/api/v1/{section}/{id}`. */
  readQuery?: string;
  /** Pages below an id (an account's tabs), and paths there that answer for themselves (its CSV download). */
  subpages?: readonly string[];
  ownRoutes?: readonly string[];
  /**
   * Pages below an id that show an item of their own (a token's NFT: `nfts/{serial}`), read at the same path below
   * the item's /api/v1 resource; the words of their not-found page.
   */
  itemPages?: { path: RegExp; missing: (id: string, rest: string) => string };
}

interface SectionEntry {
  /** The first path segment, and the /api/v1 collection its ids are read from. */
  id: string;
  /** The heading of its list in the main navigation and of its group among search matches. */
  title: string;
  /** Whether the main navigation links to its list (a section may have detail pages and no list yet). */
  nav: boolean;
  /** Its /{section}/{id} pages, when it has them. */
  detail: DetailPage | null;
  /** Pages below its list that are not entity pages (a node's, see nodes.ts): the proxy's 404 check covers them. */
  itemPagesOfItsOwn?: boolean;
}

/** In the main navigation's order; entity ids are searched in this order too (contract, account, schedule, token, topic). */
const SECTION_LIST = [
  {
    id: 'blocks',
    title: 'Blocks',
    nav: true,
    detail: {
      noun: 'block',
      accepts: ['number', 'hash-48', 'hash-32'],
      idAsTyped: true,
      forms: 'A block is named by its number or its hash (48 bytes of hex, or the first 32).',
    },
  },
  {
    id: 'transactions',
    title: 'Transactions',
    nav: true,
    detail: {
      noun: 'transaction',
      accepts: ['transaction-id', 'timestamp', 'hash-48', 'hash-32'],
      base64Hash: true,
      forms:
        'A transaction is named by its id (0.0.1001-1700000000-000000123 or 0.0.1001@1700000000.000000123), its consensus timestamp, its 48-byte hash or a 32-byte Ethereum hash.',
    },
  },
  // A contract is also an account: its own page comes first, so a contract id opens the contract page.
  {
    id: 'contracts',
    title: 'Contracts',
    nav: false,
    detail: {
      noun: 'contract',
      accepts: ['entity-id', 'entity-id-checksum', 'number', 'evm-address'],
      forms:
        'A contract is named by its id (0.0.1001, with or without a checksum) or its EVM address (0x and 40 hex digits).',
    },
  },
  {
    id: 'accounts',
    title: 'Accounts',
    nav: true,
    detail: {
      noun: 'account',
      accepts: ['entity-id', 'entity-id-checksum', 'number', 'evm-address', 'alias'],
      forms:
        'An account is named by its id (0.0.1001, with or without a checksum), its EVM address (0x and 40 hex digits) or its alias.',
      // The account's own read asks for one transaction: its tabs read theirs.
      readQuery: 'limit=1',
      subpages: Object.values(ACCOUNT_TAB_PLACES).map((place) => place.path),
      ownRoutes: ['transactions.csv', 'history.csv'],
    },
  },
  {
    id: 'schedules',
    title: 'Schedules',
    nav: true,
    detail: {
      noun: 'schedule',
      accepts: ['entity-id', 'entity-id-checksum', 'number'],
      forms: 'A schedule is named by its id, such as 0.0.1001.',
    },
  },
  {
    id: 'tokens',
    title: 'Tokens',
    nav: true,
    detail: {
      noun: 'token',
      accepts: ['entity-id', 'entity-id-checksum', 'number'],
      forms: 'A token is named by its id, such as 0.0.1001.',
      // Its holders are the token's own page; an NFT collection's serials are one page, and each serial its own.
      subpages: ['nfts'],
      itemPages: {
        path: /^nfts\/[1-9]\d{0,18}$/,
        missing: (id, rest) => `The ledger has no NFT ${id} #${rest.slice('nfts/'.length)}.`,
      },
    },
  },
  {
    id: 'topics',
    title: 'Topics',
    nav: false,
    detail: {
      noun: 'topic',
      accepts: ['entity-id', 'entity-id-checksum', 'number'],
      forms: 'A topic is named by its id, such as 0.0.1001.',
    },
  },
  { id: 'nodes', title: 'Nodes', nav: true, detail: null, itemPagesOfItsOwn: true },
  { id: 'staking', title: 'Staking', nav: true, detail: null },
  { id: 'network', title: 'Network', nav: true, detail: null },
  { id: 'search', title: 'Search', nav: false, detail: null },
] as const satisfies readonly SectionEntry[];

type Entry = (typeof SECTION_LIST)[number];
type DetailEntry = Extract<Entry, { detail: object }>;
export type SectionId = Entry['id'];
/** A section with /{section}/{id} pages. */
export type DetailSection = DetailEntry['id'];
/** One item of a detail section in words ("account"), and the heading of its search matches ("Accounts"). */
export type DetailNoun = DetailEntry['detail']['noun'];
export type DetailTitle = DetailEntry['title'];

const hasDetail = (entry: Entry): entry is DetailEntry => entry.detail !== null;
const DETAIL_ENTRIES = SECTION_LIST.filter(hasDetail);
export const DETAIL_SECTIONS: readonly DetailSection[] = DETAIL_ENTRIES.map((entry) => entry.id);

export function detailOf(section: DetailSection): DetailPage {
  for (const entry of DETAIL_ENTRIES) if (entry.id === section) return entry.detail;
  throw new Error(`No detail pages in section ${section}`);
}

const accepts = (detail: DetailPage, kind: InputKind) => detail.accepts.includes(kind);

/** The sections an entity id (0.0.n) may name something in, in the order search asks them. */
export const ENTITY_ID_SECTIONS: readonly { section: DetailSection; noun: DetailNoun }[] = DETAIL_ENTRIES.filter(
  (entry) => accepts(entry.detail, 'entity-id'),
).map((entry) => ({ section: entry.id, noun: entry.detail.noun }));

/** The main navigation: sections with a list page, in order. */
export const NAV_SECTIONS: readonly { href: string; title: string }[] = SECTION_LIST.filter((entry) => entry.nav).map(
  (entry) => ({ href: `/${entry.id}`, title: entry.title }),
);

/**
 * The explorer paths the proxy runs on (404s for unknown ids and networks): the home page, every section, and
 * everything below a section with detail pages. `config.matcher` in proxy.ts must be a literal; its test compares.
 */
export const PROXY_PATHS: readonly string[] = [
  '/',
  ...SECTION_LIST.map((entry) =>
    hasDetail(entry) || ('itemPagesOfItsOwn' in entry && entry.itemPagesOfItsOwn)
      ? `/${entry.id}/:path*`
      : `/${entry.id}`,
  ),
];

/** A detail page's path: `/{section}/{id}`. */
export const detailHref = (section: DetailSection, id: string) => `/${section}/${id}`;

/** One item's resource in /api/v1; the lists below it (an account's tokens …) extend this path. */
export const itemApiPath = (section: DetailSection, id: string) => `/api/v1/${section}/${encodeURIComponent(id)}`;

/** The /api/v1 read behind a detail page's id, shared by the page and the proxy's existence check. */
export function detailApiPath(section: DetailSection, id: string): string {
  const query = detailOf(section).readQuery;
  return query ? `${itemApiPath(section, id)}?${query}` : itemApiPath(section, id);
}

const DETAIL_PATH = new RegExp(`^/(${DETAIL_SECTIONS.join('|')})/([^/]+)(?:/(.+))?$`);

/** `/{section}/{id}[/{rest}]` split into its parts (the id still encoded), or null for any other path. */
export function matchDetailPath(
  pathname: string,
): { section: DetailSection; encodedId: string; rest: string | undefined } | null {
  const [, section, encodedId, rest] = DETAIL_PATH.exec(pathname) ?? [];
  const known = DETAIL_SECTIONS.find((id) => id === section);
  return known && encodedId ? { section: known, encodedId, rest } : null;
}

/** The kinds of entity a transaction acts on (its `entity_id`), as the Mirror Node records them. */
export type EntityType = 'account' | 'contract' | 'token' | 'schedule' | 'topic' | 'file';

/**
 * The page that shows each kind of entity, or null while there is none: such an id is shown without a link, never
 * linked to a page of another kind.
 */
export const ENTITY_PAGES: Record<EntityType, DetailSection | null> = {
  account: 'accounts',
  contract: 'contracts',
  token: 'tokens',
  schedule: 'schedules',
  topic: 'topics',
  file: null,
};

/** The page of an entity of a known type, or null when that type has no page. */
export function entityHref(type: EntityType, id: string): string | null {
  const section = ENTITY_PAGES[type];
  return section === null ? null : detailHref(section, id);
}

/** Whether a path is one of the explorer's pages: the home page, a section's list, or a page below a section. */
export function isExplorerPage(pathname: string): boolean {
  if (pathname === '/') return true;
  const first = pathname.split('/')[1];
  return SECTION_LIST.some((entry) => entry.id === first);
}
