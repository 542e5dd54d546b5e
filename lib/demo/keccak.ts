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

function rotl(hi: number, lo: number, n: number): [number, number] {
  if (n === 0) return [hi, lo];
  if (n >= 32) [hi, lo, n] = [lo, hi, n - 32];
  if (n === 0) return [hi >>> 0, lo >>> 0];
  return [((hi << n) | (lo >>> (32 - n))) >>> 0, ((lo << n) | (hi >>> (32 - n))) >>> 0];
}

function permute(sh: Uint32Array, sl: Uint32Array): void {
  const ch = new Uint32Array(5);
  const cl = new Uint32Array(5);
  for (let round = 0; round < 24; round++) {
    for (let x = 0; x < 5; x++) {
      ch[x] = sh[x]! ^ sh[x + 5]! ^ sh[x + 10]! ^ sh[x + 15]! ^ sh[x + 20]!;
      cl[x] = sl[x]! ^ sl[x + 5]! ^ sl[x + 10]! ^ sl[x + 15]! ^ sl[x + 20]!;
    }
    for (let x = 0; x < 5; x++) {
      const [rh, rl] = rotl(ch[(x + 1) % 5]!, cl[(x + 1) % 5]!, 1);
      const dh = ch[(x + 4) % 5]! ^ rh;
      const dl = cl[(x + 4) % 5]! ^ rl;
      for (let y = 0; y < 25; y += 5) {
        sh[x + y]! ^= dh;
        sl[x + y]! ^= dl;
      }
    }
    let curH = sh[1]!;
    let curL = sl[1]!;
    for (let i = 0; i < 24; i++) {
      const j = PI[i]!;
      const th = sh[j]!;
      const tl = sl[j]!;
      [sh[j], sl[j]] = rotl(curH, curL, ROT[i]!);
      curH = th;
      curL = tl;
    }
    for (let y = 0; y < 25; y += 5) {
      const rowH = sh.slice(y, y + 5);
      const rowL = sl.slice(y, y + 5);
      for (let x = 0; x < 5; x++) {
        sh[y + x] = rowH[x]! ^ (~rowH[(x + 1) % 5]! & rowH[(x + 2) % 5]!);
        sl[y + x] = rowL[x]! ^ (~rowL[(x + 1) % 5]! & rowL[(x + 2) % 5]!);
      }
    }
    sh[0]! ^= RC_HI[round]!;
    sl[0]! ^= RC_LO[round]!;
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
