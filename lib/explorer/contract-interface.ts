/**
 * Which token standards a contract speaks, told without its ABI: the 4-byte selectors its runtime bytecode pushes
 * (a Solidity dispatcher compares the call's selector with a PUSH4 of each public function's) and the events its
 * logs carry (ERC-20 and ERC-721 share Transfer's topic0 but not its number of indexed topics). The explorer's
 * "Read contract" panel offers the standard's view functions of what it finds. No viem here: the page decides on the
 * server and the browser gets only the signatures.
 */
import { hexDigits, KNOWN_SELECTORS } from './selectors';

export type TokenStandard = 'ERC-20' | 'ERC-721' | 'ERC-1155';

/** A read the panel offers: its human-readable viem signature, and whether it runs without inputs on load. */
export interface ReadFunction {
  signature: string;
  /** No inputs: its value is read when the panel opens (name, symbol …). */
  auto: boolean;
}

const PUSH1 = 0x60;
const PUSH4 = 0x63;
const PUSH32 = 0x7f;

/**
 * Every 4-byte value the code pushes with PUSH4, as `0x…` selectors. PUSH data is skipped as a whole, so bytes inside
 * another push are never read as opcodes; the metadata trailer Solidity appends may add a few stray values, which
 * only matter if they happen to equal a standard's selector.
 */
export function pushedSelectors(bytecode: string | null | undefined): Set<string> {
  const code = hexDigits(bytecode);
  const out = new Set<string>();
  if (!/^[0-9a-f]*$/.test(code)) return out;
  const length = code.length / 2;
  for (let pc = 0; pc < length; pc++) {
    const op = parseInt(code.slice(pc * 2, pc * 2 + 2), 16);
    if (op < PUSH1 || op > PUSH32) continue;
    const size = op - PUSH1 + 1;
    if (op === PUSH4 && pc + 4 < length) out.add(`0x${code.slice(pc * 2 + 2, pc * 2 + 10)}`);
    pc += size;
  }
  return out;
}

/** topic0 of the standards' events (keccak-256 of their signatures; contract-interface.test.ts recomputes them). */
export const EVENT_TOPICS = {
  /** Transfer(address,address,uint256): ERC-20 (3 topics) and ERC-721 (4, the token id indexed). */
  transfer: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  /** TransferSingle(address,address,address,uint256,uint256) */
  transferSingle: '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62',
  /** TransferBatch(address,address,address,uint256[],uint256[]) */
  transferBatch: '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb',
} as const;

/** Selectors the standards' detection looks for (selectors.ts names every one of them). */
const SELECTORS = {
  balanceOf: '0x70a08231',
  totalSupply: '0x18160ddd',
  transfer: '0xa9059cbb',
  transferFrom: '0x23b872dd',
  approve: '0x095ea7b3',
  allowance: '0xdd62ed3e',
  ownerOf: '0x6352211e',
  balanceOf1155: '0x00fdd58e',
  balanceOfBatch: '0x4e1273f4',
} as const;

/** The log fields detection needs: the topics, as every log list gives them. */
export interface LogTopics {
  topics: readonly string[];
}

/**
 * The standards a contract implements, in a stable order. Bytecode: ERC-721 by ownerOf beside balanceOf; ERC-20 by
 * balanceOf, totalSupply and at least two of transfer, transferFrom, approve, allowance, when it has no ownerOf
 * (ERC-721 shares the others); ERC-1155 by its two-argument balanceOf and balanceOfBatch. Logs: a Transfer with 3
 * topics is ERC-20's, with 4 ERC-721's, TransferSingle/TransferBatch ERC-1155's — which also finds the standard of a
 * proxy, whose own code has none of the selectors.
 */
export function detectStandards(bytecode: string | null | undefined, logs: readonly LogTopics[]): TokenStandard[] {
  const pushed = pushedSelectors(bytecode);
  const has = (name: keyof typeof SELECTORS) => pushed.has(SELECTORS[name]);
  const topic0 = (log: LogTopics) => log.topics[0]?.toLowerCase();
  const logged20 = logs.some((l) => topic0(l) === EVENT_TOPICS.transfer && l.topics.length === 3);
  const logged721 = logs.some((l) => topic0(l) === EVENT_TOPICS.transfer && l.topics.length === 4);
  const logged1155 = logs.some(
    (l) => topic0(l) === EVENT_TOPICS.transferSingle || topic0(l) === EVENT_TOPICS.transferBatch,
  );

  const coded721 = has('ownerOf') && has('balanceOf');
  const moves = (['transfer', 'transferFrom', 'approve', 'allowance'] as const).filter(has).length;
  const coded20 = !has('ownerOf') && has('balanceOf') && has('totalSupply') && moves >= 2;
  const coded1155 = has('balanceOf1155') && has('balanceOfBatch');

  const found: TokenStandard[] = [];
  if (coded20 || logged20) found.push('ERC-20');
  if (coded721 || logged721) found.push('ERC-721');
  if (coded1155 || logged1155) found.push('ERC-1155');
  return found;
}

/** The view functions each standard defines (or, for the optional metadata ones, commonly adds), in display order. */
const STANDARD_READS: Record<TokenStandard, readonly string[]> = {
  'ERC-20': [
    'function name() view returns (string)',
    'function symbol() view returns (string)',
    'function decimals() view returns (uint8)',
    'function totalSupply() view returns (uint256)',
    'function balanceOf(address owner) view returns (uint256)',
    'function allowance(address owner, address spender) view returns (uint256)',
  ],
  'ERC-721': [
    'function name() view returns (string)',
    'function symbol() view returns (string)',
    'function totalSupply() view returns (uint256)',
    'function balanceOf(address owner) view returns (uint256)',
    'function ownerOf(uint256 tokenId) view returns (address)',
    'function tokenURI(uint256 tokenId) view returns (string)',
    'function getApproved(uint256 tokenId) view returns (address)',
    'function isApprovedForAll(address owner, address operator) view returns (bool)',
  ],
  'ERC-1155': [
    'function uri(uint256 id) view returns (string)',
    'function balanceOf(address account, uint256 id) view returns (uint256)',
    'function isApprovedForAll(address account, address operator) view returns (bool)',
  ],
};

/** Canonical signature → selector, from the table selectors.ts keeps (it holds every read above). */
const SELECTOR_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(KNOWN_SELECTORS).map(([selector, signature]) => [signature, selector]),
);

/** `function name(address owner) view …` → `name(address)`: the part its selector is hashed from. */
export function canonicalSignature(signature: string): string {
  const m = /^function\s+(\w+)\s*\(([^)]*)\)/.exec(signature);
  if (!m) throw new Error(`not a function signature: ${signature}`);
  const types = m[2]!
    .split(',')
    .map((p) => p.trim().split(/\s+/)[0])
    .filter((t): t is string => Boolean(t));
  return `${m[1]}(${types.join(',')})`;
}

/**
 * The reads to offer for the standards found: each once (ERC-20 and ERC-721 share name, symbol, totalSupply …).
 * With the contract's bytecode (`selectors` from pushedSelectors), a function its code does not dispatch is left
 * out (ERC-721's totalSupply is optional, for one) — unless the code dispatches none of them, as a proxy's does.
 * Without bytecode (a token's HIP-719 facade, which answers every one) all are offered.
 */
export function readFunctions(standards: readonly TokenStandard[], selectors?: ReadonlySet<string>): ReadFunction[] {
  const seen = new Map<string, string>();
  for (const standard of standards) {
    for (const signature of STANDARD_READS[standard]) {
      const canonical = canonicalSignature(signature);
      if (!seen.has(canonical)) seen.set(canonical, signature);
    }
  }
  let picked = [...seen.entries()];
  if (selectors) {
    const dispatched = picked.filter(([canonical]) => selectors.has(SELECTOR_OF[canonical] ?? ''));
    if (dispatched.length > 0) picked = dispatched;
  }
  return picked.map(([, signature]) => ({ signature, auto: /\(\s*\)/.test(signature) }));
}

/** The standard a token's HIP-719 facade speaks: ERC-20 for a fungible token, ERC-721 for an NFT collection. */
export const facadeStandard = (type: 'FUNGIBLE_COMMON' | 'NON_FUNGIBLE_UNIQUE'): TokenStandard =>
  type === 'FUNGIBLE_COMMON' ? 'ERC-20' : 'ERC-721';
