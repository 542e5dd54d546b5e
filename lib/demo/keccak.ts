/**
 * Keccak-256 (the pre-standard SHA-3 Ethereum uses; Node's crypto only offers the padded NIST variant).
 * Used for EVM addresses, event topics and log blooms so that they look and check like real ones.
 * 64-bit lanes are kept as pairs of 32-bit halves for speed.
 */
const RC_HI = new Uint32Array(24);
const RC_LO = new Uint32Array(24);
const ROT = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14, 27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44];
const PI = [10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4, 15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1];

// Round constants from the LFSR in the Keccak reference.
(() => {
  let r = 1;
  for (let i = 0; i < 24; i++) {
    let hi = 0;
    let lo = 0;
    for (let j = 0; j < 7; j++) {
      if (r & 1) {
        const bit = (1 << j) - 1;
        if (bit < 32) lo ^= 1 << bit;
        else hi ^= 1 << (bit - 32);
      }
      r = r & 0x80 ? ((r << 1) ^ 0x71) & 0xff : (r << 1) & 0xff;
    }
    RC_HI[i] = hi >>> 0;
    RC_LO[i] = lo >>> 0;
  }
})();

// The rho-pi step as a walk over the lanes: lane PI[i] takes the previous lane rotated left by ROT[i], done as a
// swap of the halves when the rotation is 32 or more plus a shift of ROT[i] mod 32.
const SWAP = ROT.map((n) => n >= 32);
const SHIFT = ROT.map((n) => n % 32);

/**
 * Keccak-f[1600] on the state's high and low halves, in place. Written without allocation (locals for the theta
 * columns and the chi rows): a 10,000,000-transaction ledger hashes tens of millions of times.
 */
function permute(sh: Uint32Array, sl: Uint32Array): void {
  for (let round = 0; round < 24; round++) {
    // theta: each lane ^= column(x-1) ^ rotl1(column(x+1))
    const c0h = sh[0]! ^ sh[5]! ^ sh[10]! ^ sh[15]! ^ sh[20]!;
    const c1h = sh[1]! ^ sh[6]! ^ sh[11]! ^ sh[16]! ^ sh[21]!;
    const c2h = sh[2]! ^ sh[7]! ^ sh[12]! ^ sh[17]! ^ sh[22]!;
    const c3h = sh[3]! ^ sh[8]! ^ sh[13]! ^ sh[18]! ^ sh[23]!;
    const c4h = sh[4]! ^ sh[9]! ^ sh[14]! ^ sh[19]! ^ sh[24]!;
    const c0l = sl[0]! ^ sl[5]! ^ sl[10]! ^ sl[15]! ^ sl[20]!;
    const c1l = sl[1]! ^ sl[6]! ^ sl[11]! ^ sl[16]! ^ sl[21]!;
    const c2l = sl[2]! ^ sl[7]! ^ sl[12]! ^ sl[17]! ^ sl[22]!;
    const c3l = sl[3]! ^ sl[8]! ^ sl[13]! ^ sl[18]! ^ sl[23]!;
    const c4l = sl[4]! ^ sl[9]! ^ sl[14]! ^ sl[19]! ^ sl[24]!;
    theta(sh, sl, 0, c4h ^ ((c1h << 1) | (c1l >>> 31)), c4l ^ ((c1l << 1) | (c1h >>> 31)));
    theta(sh, sl, 1, c0h ^ ((c2h << 1) | (c2l >>> 31)), c0l ^ ((c2l << 1) | (c2h >>> 31)));
    theta(sh, sl, 2, c1h ^ ((c3h << 1) | (c3l >>> 31)), c1l ^ ((c3l << 1) | (c3h >>> 31)));
    theta(sh, sl, 3, c2h ^ ((c4h << 1) | (c4l >>> 31)), c2l ^ ((c4l << 1) | (c4h >>> 31)));
    theta(sh, sl, 4, c3h ^ ((c0h << 1) | (c0l >>> 31)), c3l ^ ((c0l << 1) | (c0h >>> 31)));
    // rho and pi
    let curH = sh[1]!;
    let curL = sl[1]!;
    for (let i = 0; i < 24; i++) {
      const j = PI[i]!;
      const th = sh[j]!;
      const tl = sl[j]!;
      const h = SWAP[i] ? curL : curH;
      const l = SWAP[i] ? curH : curL;
      const n = SHIFT[i]!;
      if (n === 0) {
        sh[j] = h;
        sl[j] = l;
      } else {
        sh[j] = (h << n) | (l >>> (32 - n));
        sl[j] = (l << n) | (h >>> (32 - n));
      }
      curH = th;
      curL = tl;
    }
    // chi, row by row
    for (let y = 0; y < 25; y += 5) {
      const h0 = sh[y]!,
        h1 = sh[y + 1]!,
        h2 = sh[y + 2]!,
        h3 = sh[y + 3]!,
        h4 = sh[y + 4]!;
      const l0 = sl[y]!,
        l1 = sl[y + 1]!,
        l2 = sl[y + 2]!,
        l3 = sl[y + 3]!,
        l4 = sl[y + 4]!;
      sh[y] = h0 ^ (~h1 & h2);
      sh[y + 1] = h1 ^ (~h2 & h3);
      sh[y + 2] = h2 ^ (~h3 & h4);
      sh[y + 3] = h3 ^ (~h4 & h0);
      sh[y + 4] = h4 ^ (~h0 & h1);
      sl[y] = l0 ^ (~l1 & l2);
      sl[y + 1] = l1 ^ (~l2 & l3);
      sl[y + 2] = l2 ^ (~l3 & l4);
      sl[y + 3] = l3 ^ (~l4 & l0);
      sl[y + 4] = l4 ^ (~l0 & l1);
    }
    // iota
    sh[0]! ^= RC_HI[round]!;
    sl[0]! ^= RC_LO[round]!;
  }
}

/** XORs (dh, dl) into the five lanes of column x. */
function theta(sh: Uint32Array, sl: Uint32Array, x: number, dh: number, dl: number): void {
  for (let y = x; y < 25; y += 5) {
    sh[y]! ^= dh;
    sl[y]! ^= dl;
  }
}

export function keccak256(data: Uint8Array): Uint8Array {
  const rate = 136;
  const padded = new Uint8Array(Math.floor(data.length / rate) * rate + rate);
  padded.set(data);
  padded[data.length]! ^= 0x01;
  padded[padded.length - 1]! ^= 0x80;
  const sh = new Uint32Array(25);
  const sl = new Uint32Array(25);
  const view = new DataView(padded.buffer);
  for (let off = 0; off < padded.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) {
      sl[i]! ^= view.getUint32(off + i * 8, true);
      sh[i]! ^= view.getUint32(off + i * 8 + 4, true);
    }
    permute(sh, sl);
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 4; i++) {
    outView.setUint32(i * 8, sl[i]!, true);
    outView.setUint32(i * 8 + 4, sh[i]!, true);
  }
  return out;
}

export function keccakHex(text: string): string {
  return Buffer.from(keccak256(new TextEncoder().encode(text))).toString('hex');
}
