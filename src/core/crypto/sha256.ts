/**
 * SHA-256 (FIPS 180-4), in plain code. The browser's SubtleCrypto would do it, but only in a secure
 * context (https or localhost: MDN "SubtleCrypto"), and many Foundry servers are plain http on a LAN,
 * so the sealed declarations hash here. Pure: a string (as UTF-8) or bytes in, 64 hex digits out.
 */

/** The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4, 4.2.2). */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** The initial hash value: the fractional parts of the square roots of the first 8 primes (5.3.3). */
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** A string as UTF-8 bytes; a lone surrogate becomes U+FFFD, as TextEncoder does. */
export function utf8Bytes(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i += 1;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) out.push(code);
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else out.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return Uint8Array.from(out);
}

/** The message padded to whole 64-byte blocks: a 1 bit, zeros, then its length in bits as 64 bits (5.1.1). */
function padded(message: Uint8Array): Uint8Array {
  const blocks = Math.ceil((message.length + 9) / 64);
  const out = new Uint8Array(blocks * 64);
  out.set(message);
  out[message.length] = 0x80;
  const bits = message.length * 8;
  const view = new DataView(out.buffer);
  view.setUint32(out.length - 8, Math.floor(bits / 0x1_0000_0000));
  view.setUint32(out.length - 4, bits >>> 0);
  return out;
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** One 64-byte block folded into the running hash (6.2.2). */
function compress(hash: Uint32Array, view: DataView, offset: number, w: Uint32Array): void {
  for (let t = 0; t < 16; t += 1) w[t] = view.getUint32(offset + t * 4);
  for (let t = 16; t < 64; t += 1) {
    const a = w[t - 15]!;
    const b = w[t - 2]!;
    const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
    const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
    w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) >>> 0;
  }
  let [a, b, c, d, e, f, g, h] = hash as unknown as number[];
  for (let t = 0; t < 64; t += 1) {
    const t1 = (h! + (rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25)) + ((e! & f!) ^ (~e! & g!)) + K[t]! + w[t]!) >>> 0;
    const t2 = ((rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22)) + ((a! & b!) ^ (a! & c!) ^ (b! & c!))) >>> 0;
    h = g;
    g = f;
    f = e;
    e = (d! + t1) >>> 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) >>> 0;
  }
  const next = [a, b, c, d, e, f, g, h];
  for (let i = 0; i < 8; i += 1) hash[i] = (hash[i]! + next[i]!) >>> 0;
}

/** The SHA-256 digest of a string (as UTF-8) or of bytes, as 64 lower-case hex digits. */
export function sha256Hex(input: string | Uint8Array): string {
  const message = padded(typeof input === "string" ? utf8Bytes(input) : input);
  const view = new DataView(message.buffer);
  const hash = Uint32Array.from(H0);
  const w = new Uint32Array(64);
  for (let offset = 0; offset < message.length; offset += 64) compress(hash, view, offset, w);
  return [...hash].map((word) => word.toString(16).padStart(8, "0")).join("");
}
