/**
 * Secret declarations, the pure part: the salted commitment a player's client sends on the socket, the
 * GM's book of commitments waiting to be opened, and who counts as sealed, awaited and all in.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allSealedIn,
  canonicalJson,
  commitmentOf,
  COMMITMENT_LIMITS,
  forgottenSeals,
  hexOf,
  isCommitment,
  isSalt,
  NOTHING_SEALED,
  openCommitment,
  registerCommitment,
  revealedStands,
  sealedNow,
  showsReasked,
  withSealed,
  type Commitment,
  type SealedContent,
} from "../../src/core/sealed-declarations";
import { runs } from "../support/fixed-seed";

const SALT = "00112233445566778899aabbccddeeff";
const rogue: SealedContent = { combatId: "combat1", combatantId: "rogue", actionId: "throw" };
const committed = (senderId: string, content: SealedContent, salt = SALT): Commitment => ({
  hash: commitmentOf(salt, content),
  senderId,
  combatId: content.combatId,
  combatantId: content.combatantId,
  round: 1,
});

describe("the commitment a player's client sends where everyone can read it", () => {
  it("is sha256 of the salt followed by the declaration's JSON with its keys in order", () => {
    const text = `${SALT}{"actionId":"throw","combatId":"combat1","combatantId":"rogue"}`;
    expect(commitmentOf(SALT, rogue)).toBe(createHash("sha256").update(text).digest("hex"));
    expect(isCommitment(commitmentOf(SALT, rogue))).toBe(true);
  });

  it("is the same whatever order the declaration's fields came in, and ignores anything else on it", () => {
    const shuffled = { actionId: "throw", combatantId: "rogue", combatId: "combat1", extra: "x" } as SealedContent;
    expect(commitmentOf(SALT, shuffled)).toBe(commitmentOf(SALT, rogue));
  });

  it("changes with the salt, so the few actions a rogue may declare cannot be tried against it", () => {
    const other = "ffeeddccbbaa99887766554433221100";
    expect(commitmentOf(other, rogue)).not.toBe(commitmentOf(SALT, rogue));
    const guesses = ["throw", "fullDefense", "defensiveAttack"].map((actionId) => commitmentOf(other, { ...rogue, actionId }));
    expect(guesses).not.toContain(commitmentOf(SALT, rogue));
  });

  it("canonical JSON orders keys at every depth and keeps lists in order", () => {
    expect(canonicalJson({ b: [2, { d: 1, c: null }], a: "x", u: undefined })).toBe('{"a":"x","b":[2,{"c":null,"d":1}]}');
    expect(canonicalJson("é")).toBe('"é"');
    expect(canonicalJson(undefined)).toBe("null");
  });

  it("salts and commitments are exactly 32 and 64 lower-case hex digits", () => {
    expect(hexOf(Uint8Array.from([0, 15, 16, 255]))).toBe("000f10ff");
    expect(isSalt(SALT)).toBe(true);
    for (const bad of [SALT.toUpperCase(), SALT.slice(1), `${SALT}0`, 42, null]) expect(isSalt(bad)).toBe(false);
    for (const bad of ["a".repeat(63), "g".repeat(64), "A".repeat(64), undefined]) expect(isCommitment(bad)).toBe(false);
  });
});

describe("the GM's book of commitments", () => {
  it("an opening with the right salt and declaration takes its commitment out, naming who made it", () => {
    const book = registerCommitment([], committed("p1", rogue));
    const opened = openCommitment(book, SALT, rogue, 1);
    expect(opened?.commitment.senderId).toBe("p1");
    expect(opened?.book).toEqual([]);
  });

  it("a wrong opening opens nothing and leaves the book as it was: the real one still opens after", () => {
    const book = registerCommitment([], committed("p1", rogue));
    expect(openCommitment(book, "ffeeddccbbaa99887766554433221100", rogue, 1)).toBeNull();
    expect(openCommitment(book, SALT, { ...rogue, actionId: "fullDefense" }, 1)).toBeNull();
    expect(openCommitment(book, SALT, { ...rogue, combatantId: "fighter" }, 1)).toBeNull();
    expect(openCommitment(book, "not a salt", rogue, 1)).toBeNull();
    expect(openCommitment(book, SALT, rogue, 1)?.commitment.senderId).toBe("p1");
  });

  it("a commitment opens only in the round it was made in", () => {
    const book = registerCommitment([], committed("p1", rogue));
    expect(openCommitment(book, SALT, rogue, 2)).toBeNull();
    expect(openCommitment(book, SALT, rogue, 1)).not.toBeNull();
  });

  it("a sender's new commitment for the same creature replaces the old one (a change of mind)", () => {
    const first = registerCommitment([], committed("p1", rogue));
    const second = registerCommitment(first, committed("p1", { ...rogue, actionId: "fullDefense" }));
    expect(second).toHaveLength(1);
    expect(openCommitment(second, SALT, rogue, 1)).toBeNull();
    expect(openCommitment(second, SALT, { ...rogue, actionId: "fullDefense" }, 1)).not.toBeNull();
  });

  it("one sender's flood pushes out only their own oldest commitments, and the book stays bounded", () => {
    let book = registerCommitment([], committed("p2", { ...rogue, combatantId: "fighter" }));
    for (let i = 0; i < 50; i += 1) book = registerCommitment(book, committed("p1", { ...rogue, combatantId: `c${i}` }));
    expect(book.filter((entry) => entry.senderId === "p1")).toHaveLength(COMMITMENT_LIMITS.perSender);
    expect(book.some((entry) => entry.senderId === "p2")).toBe(true);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom("p1", "p2", "p3", "gm"), fc.nat(40)), { maxLength: 700 }), (made) => {
        const filled = made.reduce((acc, [sender, n]) => registerCommitment(acc, committed(sender, { ...rogue, combatantId: `c${n}` })), [] as readonly Commitment[]);
        expect(filled.length).toBeLessThanOrEqual(COMMITMENT_LIMITS.total);
        for (const sender of ["p1", "p2", "p3", "gm"]) expect(filled.filter((entry) => entry.senderId === sender).length).toBeLessThanOrEqual(COMMITMENT_LIMITS.perSender);
      }),
      { numRuns: runs(60) },
    );
  });
});

describe("who is sealed, awaited and all in", () => {
  const round = { waiting: ["rogue", "fighter", "goblin"], declared: [] };

  it("the sealed are those the Combat lists for the engine's round who are still awaited (not down, not gone, not of another round)", () => {
    const record = { round: 2, ids: ["rogue", "cleric", "rogue"], reasked: false };
    expect(sealedNow(record, 2, round)).toEqual(["rogue"]);
    expect(sealedNow(record, 3, round)).toEqual([]);
    expect(sealedNow(NOTHING_SEALED, 1, round)).toEqual([]);
  });

  it("a sealed creature has declared as far as whom to wait for goes", () => {
    expect(withSealed(round, ["rogue"])).toEqual({ waiting: ["fighter", "goblin"], declared: ["rogue"] });
    expect(withSealed(round, [])).toEqual(round);
  });

  it("all are in when everyone awaited has sealed, and not with nothing sealed", () => {
    expect(allSealedIn(round, ["rogue", "fighter"])).toBe(false);
    expect(allSealedIn(round, ["rogue", "fighter", "goblin"])).toBe(true);
    expect(allSealedIn({ waiting: [], declared: ["rogue"] }, [])).toBe(false);
  });

  it("the GM's client has forgotten the sealed it does not hold", () => {
    expect(forgottenSeals(["rogue", "fighter"], ["fighter"])).toEqual(["rogue"]);
    expect(forgottenSeals(["rogue"], ["rogue", "goblin"])).toEqual([]);
  });

  it("once revealed, a player's declaration stands; the GM's word, a newcomer's and the open orders' are untouched", () => {
    const revealed = { waiting: [], declared: ["rogue"] };
    expect(revealedStands(true, { isGM: false }, revealed, "rogue")).toBe(true);
    expect(revealedStands(true, { isGM: true }, revealed, "rogue")).toBe(false);
    expect(revealedStands(true, { isGM: false }, { waiting: ["rogue"], declared: [] }, "rogue")).toBe(false);
    expect(revealedStands(false, { isGM: false }, revealed, "rogue")).toBe(false);
  });

  it("the tracker says the GM asked again for this round's declarations until they are all in", () => {
    const reasked = { round: 2, ids: [], reasked: true };
    expect(showsReasked(reasked, 2, round)).toBe(true);
    expect(showsReasked(reasked, 3, round)).toBe(false);
    expect(showsReasked(reasked, 2, { waiting: [], declared: ["rogue"] })).toBe(false);
    expect(showsReasked({ ...reasked, reasked: false }, 2, round)).toBe(false);
  });
});
