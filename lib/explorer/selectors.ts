/**
 * A call's 4-byte selector and the well-known function it stands for, without an EVM library: the browser's lists
 * show them (a contract's results), and the table of selectors was hashed ahead from the fragments in
 * abi-fragments.ts (selectors.test.ts recomputes it with viem, so it cannot drift from them).
 */

/** Selector → canonical signature of the well-known functions (overloads have distinct selectors). */
export const KNOWN_SELECTORS: Readonly<Record<string, string>> = {
  '0xa9059cbb': 'transfer(address,uint256)',
  '0x23b872dd': 'transferFrom(address,address,uint256)',
  '0x095ea7b3': 'approve(address,uint256)',
  '0x70a08231': 'balanceOf(address)',
  '0xdd62ed3e': 'allowance(address,address)',
  '0x18160ddd': 'totalSupply()',
  '0x313ce567': 'decimals()',
  '0x06fdde03': 'name()',
  '0x95d89b41': 'symbol()',
  '0x6352211e': 'ownerOf(uint256)',
  '0x42842e0e': 'safeTransferFrom(address,address,uint256)',
  '0xb88d4fde': 'safeTransferFrom(address,address,uint256,bytes)',
  '0xa22cb465': 'setApprovalForAll(address,bool)',
  '0x081812fc': 'getApproved(uint256)',
  '0xe985e9c5': 'isApprovedForAll(address,address)',
  '0xc87b56dd': 'tokenURI(uint256)',
  '0x00fdd58e': 'balanceOf(address,uint256)',
  '0x4e1273f4': 'balanceOfBatch(address[],uint256[])',
  '0xf242432a': 'safeTransferFrom(address,address,uint256,uint256,bytes)',
  '0x2eb2c2d6': 'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)',
  '0x0e89341c': 'uri(uint256)',
  '0x40c10f19': 'mint(address,uint256)',
  '0x42966c68': 'burn(uint256)',
  '0xd0e30db0': 'deposit()',
  '0x2e1a7d4d': 'withdraw(uint256)',
  '0xa694fc3a': 'stake(uint256)',
  '0x4e71d92d': 'claim()',
  '0x38ed1739': 'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)',
};

/** Hex without its 0x, in lower case ('' for none). */
export const hexDigits = (hex: string | null | undefined) => (hex ?? '').replace(/^0x/i, '').toLowerCase();

/** The 4-byte function selector of call input (`0x12345678`), or null when the input is shorter. */
export function selectorOf(input: string | null | undefined): string | null {
  const digits = hexDigits(input);
  return digits.length >= 8 && /^[0-9a-f]+$/.test(digits.slice(0, 8)) ? `0x${digits.slice(0, 8)}` : null;
}

export function knownSignature(selector: string | null): string | null {
  return selector ? (KNOWN_SELECTORS[`0x${hexDigits(selector)}`] ?? null) : null;
}
