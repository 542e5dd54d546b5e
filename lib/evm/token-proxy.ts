/**
 * The code a token's own address runs (HIP-719): it forwards its calldata to the token service at 0x167 as
 * `redirectForToken` — the packed selector 0x618dc65e, the token's address, then the caller's calldata — by
 * DELEGATECALL, and returns or reverts with what the token service answered. Hand-assembled here; the token service
 * (system-contracts.ts) reads the packed form back.
 */
export const REDIRECT_FOR_TOKEN = Uint8Array.from([0x61, 0x8d, 0xc6, 0x5e]);

const RETURN_AT = 0x46;

export function tokenProxyCode(tokenAddress: Uint8Array): Uint8Array {
  return Uint8Array.from([
    0x63,
    ...REDIRECT_FOR_TOKEN,
    0x60,
    0xe0,
    0x1b, // selector << 224
    0x73,
    ...tokenAddress,
    0x60,
    0x40,
    0x1b, // token address << 64: bytes 4..23 of the word
    0x17,
    0x60,
    0x00,
    0x52, // OR, MSTORE at 0
    0x36,
    0x60,
    0x00,
    0x60,
    0x18,
    0x37, // CALLDATACOPY(24, 0, CALLDATASIZE)
    0x60,
    0x00,
    0x60,
    0x00,
    0x36,
    0x60,
    0x18,
    0x01,
    0x60,
    0x00, // out 0/0, in 0 .. 24 + CALLDATASIZE
    0x61,
    0x01,
    0x67,
    0x5a,
    0xf4, // DELEGATECALL(GAS, 0x167, ...)
    0x3d,
    0x60,
    0x00,
    0x60,
    0x00,
    0x3e, // RETURNDATACOPY(0, 0, RETURNDATASIZE)
    0x60,
    RETURN_AT,
    0x57, // success → return
    0x3d,
    0x60,
    0x00,
    0xfd, // REVERT(0, RETURNDATASIZE)
    0x5b,
    0x3d,
    0x60,
    0x00,
    0xf3, // JUMPDEST; RETURN(0, RETURNDATASIZE)
  ]);
}
