/**
 * The pure SHA-256 the sealed declarations hash with, checked against Node's own (node:crypto) on the
 * standard's examples, on every length around the padding's block edges, and on random strings (any
 * Unicode, lone surrogates included) and random bytes.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sha256Hex, utf8Bytes } from "../../../src/core/crypto/sha256";
import { runs } from "../../support/fixed-seed";

/** Any UTF-16 text: single code units (lone surrogates among them) and characters beyond the BMP, mixed. */
const anyText = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)), fc.integer({ min: 0x10000, max: 0x10ffff }).map((point) => String.fromCodePoint(point))), { maxLength: 150 })
  .map((parts) => parts.join(""));

const nodeHash = (input: string | Uint8Array) => createHash("sha256").update(typeof input === "string" ? Buffer.from(input, "utf8") : input).digest("hex");

describe("SHA-256", () => {
  it("gives the standard's digests of the empty string, 'abc' and the 448-bit message (FIPS 180-4 examples)", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  });

  it("agrees with node:crypto on every length from 0 to 300 bytes, across the 55/56/64-byte padding edges", () => {
    for (let length = 0; length <= 300; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 0xff);
      expect(sha256Hex(bytes), `length ${length}`).toBe(nodeHash(bytes));
    }
  });

  it("agrees with node:crypto on a megabyte of text", () => {
    const text = "fray ".repeat(200_000);
    expect(sha256Hex(text)).toBe(nodeHash(text));
  });

  it("agrees with node:crypto on random Unicode strings, lone surrogates included", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(sha256Hex(text)).toBe(nodeHash(text));
      }),
      { numRuns: runs(400) },
    );
  });

  it("agrees with node:crypto on random bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        expect(sha256Hex(bytes)).toBe(nodeHash(bytes));
      }),
      { numRuns: runs(300) },
    );
  });
});

describe("UTF-8", () => {
  it("encodes as Node does: one to four bytes a character, a lone surrogate as U+FFFD", () => {
    for (const text of ["a", "é", "€", "😀", "\ud800", "x\udc00y", "\ud83d\ude00\ud83d"]) {
      expect([...utf8Bytes(text)], JSON.stringify(text)).toEqual([...Buffer.from(text, "utf8")]);
    }
  });
});
