/**
 * What Fray's socket reads from a message any console may send: requests, answers and pushes well
 * formed, or dropped; an answer that is not well formed reads as a refusal; and what JSON makes of a
 * payload, which the GM's own commands go through too.
 */
import { describe, expect, it } from "vitest";
import { asSent, readAnswer, readWire } from "../../../src/foundry/channel/wire";

const id64 = "i".repeat(64);
const id65 = "i".repeat(65);

describe("a request", () => {
  it("is read with its id, addressee, kind and payload as sent", () => {
    expect(readWire({ type: "request", id: "r1", to: "gm", kind: "sidesAttack", payload: { a: 1 }, extra: "dropped" })).toEqual({ type: "request", id: "r1", to: "gm", kind: "sidesAttack", payload: { a: 1 } });
  });

  it("needs an id, an addressee and a kind of 1 to 64 characters", () => {
    const good = { type: "request", id: "r1", to: "gm", kind: "k" };
    expect(readWire({ ...good, id: id64, to: id64, kind: id64 })).not.toBeNull();
    for (const field of ["id", "to", "kind"]) {
      expect(readWire({ ...good, [field]: "" }), `empty ${field}`).toBeNull();
      expect(readWire({ ...good, [field]: id65 }), `long ${field}`).toBeNull();
      expect(readWire({ ...good, [field]: 7 }), `numeric ${field}`).toBeNull();
      expect(readWire({ ...good, [field]: undefined }), `missing ${field}`).toBeNull();
    }
  });

  it("keeps its idempotency key of 1 to 64 characters; a key that is anything else drops the request, a missing one leaves it keyless", () => {
    const good = { type: "request", id: "r1", to: "gm", kind: "k", payload: {} };
    expect(readWire({ ...good, key: id64 })).toEqual({ ...good, key: id64 });
    expect(readWire(good)).toEqual(good);
    expect(readWire(good)).not.toHaveProperty("key");
    for (const key of ["", id65, 7, null, { id: "r1" }]) expect(readWire({ ...good, key }), `key ${JSON.stringify(key)}`).toBeNull();
  });
});

describe("an answer", () => {
  it("is read with its id and addressee, and a well-formed answer as it came", () => {
    expect(readWire({ type: "answer", id: "r1", to: "p1", answer: { ok: true, result: { total: 9 } } })).toEqual({ type: "answer", id: "r1", to: "p1", answer: { ok: true, result: { total: 9 } } });
  });

  it("needs an id and an addressee of 1 to 64 characters (no kind)", () => {
    expect(readWire({ type: "answer", id: "", to: "p1", answer: { ok: true } })).toBeNull();
    expect(readWire({ type: "answer", id: id65, to: "p1", answer: { ok: true } })).toBeNull();
    expect(readWire({ type: "answer", id: "r1", to: "", answer: { ok: true } })).toBeNull();
    expect(readWire({ type: "answer", id: "r1", to: "p1" })).toEqual({ type: "answer", id: "r1", to: "p1", answer: { ok: false, reason: "FRAY.Channel.failed" } });
  });
});

describe("a push", () => {
  it("is read with its addressee, kind and payload; it needs no id", () => {
    expect(readWire({ type: "push", to: "p2", kind: "declare", payload: { combatId: "c1" } })).toEqual({ type: "push", to: "p2", kind: "declare", payload: { combatId: "c1" } });
    expect(readWire({ type: "push", to: "p2", kind: "" })).toBeNull();
    expect(readWire({ type: "push", to: "p2", kind: id65 })).toBeNull();
  });
});

describe("anything else", () => {
  it("is dropped: not an object, an unknown type, no addressee", () => {
    for (const junk of [null, undefined, "request", 3, [], { type: "other", to: "gm", id: "r", kind: "k" }, { type: "request", id: "r", kind: "k" }]) expect(readWire(junk)).toBeNull();
  });
});

describe("an answer as the asker reads it", () => {
  it("a yes with a result keeps it; a yes without one has none", () => {
    expect(readAnswer({ ok: true, result: 0 })).toEqual({ ok: true, result: 0 });
    expect(readAnswer({ ok: true })).toEqual({ ok: true });
    expect("result" in readAnswer({ ok: true })).toBe(false);
  });

  it("a refusal keeps its reason and only the string and number entries of its data", () => {
    expect(readAnswer({ ok: false, reason: "FRAY.X", data: { name: "Bram", count: 2, html: { a: 1 }, flag: true, none: null } })).toEqual({ ok: false, reason: "FRAY.X", data: { name: "Bram", count: 2 } });
    expect(readAnswer({ ok: false, reason: "FRAY.X" })).toEqual({ ok: false, reason: "FRAY.X" });
    expect(readAnswer({ ok: false, reason: "FRAY.X", data: "text" })).toEqual({ ok: false, reason: "FRAY.X" });
  });

  it("anything not well formed is the channel's failure: no object, ok not exactly true, a reason that is no string", () => {
    expect(readAnswer(null)).toEqual({ ok: false, reason: "FRAY.Channel.failed" });
    expect(readAnswer("yes")).toEqual({ ok: false, reason: "FRAY.Channel.failed" });
    expect(readAnswer({ ok: "true", result: 1 })).toEqual({ ok: false, reason: "FRAY.Channel.failed" });
    expect(readAnswer({ ok: false, reason: 42 })).toEqual({ ok: false, reason: "FRAY.Channel.failed" });
  });
});

describe("what JSON makes of a payload", () => {
  it("drops undefined fields, turns undefined in a list into null, keeps the rest", () => {
    expect(asSent({ a: undefined, b: [undefined, 1], c: { d: "x" } })).toEqual({ b: [null, 1], c: { d: "x" } });
  });

  it("is a fresh copy", () => {
    const payload = { list: [1] };
    const sent = asSent(payload) as { list: number[] };
    payload.list.push(2);
    expect(sent.list).toEqual([1]);
  });

  it("what is no data is null: undefined, a function, a cycle, a big integer", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    for (const junk of [undefined, () => 1, cycle, 10n]) expect(asSent(junk)).toBeNull();
  });
});
