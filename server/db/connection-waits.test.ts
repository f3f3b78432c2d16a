import { describe, expect, it } from "vitest";
import { ConnectionWaits } from "./connection-waits";

/**
 * Times are given, in ms, so each case says exactly when a connection was asked for and handed over,
 * and when a request arrived at the door. Target 5 ms, interval 100 ms (RFC 8289's).
 */

/** Hand-overs every `every` ms from `from` to `to`, each having waited `waitMs`. */
function handOvers(waits: ConnectionWaits, from: number, to: number, every: number, waitMs: number) {
  for (let t = from; t <= to; t += every) waits.asked(t - waitMs)(t);
}

/** Requests arriving every `every` ms from `from` to `to` (exclusive): how many were refused. */
function arrivals(waits: ConnectionWaits, from: number, to: number, every: number) {
  let refused = 0;
  for (let t = from; t < to; t += every) if (waits.refuse(t)) refused += 1;
  return refused;
}

describe("the waits for a pooled connection, read and answered as CoDel reads and answers a queue", () => {
  it("lets a burst that drains within an interval pass: one hand-over in time resets the clock", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    handOvers(waits, 10, 90, 10, 40); // a burst: each waited 40 ms
    waits.asked(95)(96); // then one served at once
    handOvers(waits, 100, 180, 10, 40);
    expect(waits.isRefusing(185)).toBe(false);
    expect(arrivals(waits, 185, 195, 1)).toBe(0);
  });

  it("refuses once every hand-over for a whole interval waited past the target: one request at once, then more and more often", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    handOvers(waits, 0, 99, 1, 20);
    expect(waits.isRefusing(99)).toBe(false); // above target for less than an interval
    expect(waits.refuse(99)).toBe(false);
    waits.asked(80)(100); // an interval after the first wait past the target
    expect(waits.isRefusing(100)).toBe(true);
    expect(waits.refuse(100)).toBe(true); // the spell's first refusal is due at once
    expect(waits.refuse(101)).toBe(false); // the next is an interval later (count 1)

    // The waits stay above target; requests arrive every ms. Refusals come at 200, then
    // 100/√2 ≈ 71 ms later, then 100/√3 ≈ 58 ms later, ...: the share refused grows.
    const early: number[] = [];
    const late: number[] = [];
    for (let t = 102; t < 2_000; t += 1) {
      waits.asked(t - 20)(t);
      if (waits.refuse(t)) (t < 1_000 ? early : late).push(t);
    }
    expect(early[0]).toBe(200);
    expect(early[1]).toBe(271);
    expect(early[2]).toBe(329);
    expect(late.length).toBeGreaterThan(early.length);
  });

  it("stops refusing at the first hand-over in time, and resumes near the rate it had reached when the waits come back soon", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    let refusedInFirstSpell = 0;
    for (let t = 0; t < 3_000; t += 1) {
      waits.asked(t - 20)(t);
      if (waits.refuse(t)) refusedInFirstSpell += 1;
    }
    waits.asked(3_000)(3_001); // served in time
    expect(waits.isRefusing(3_001)).toBe(false);
    expect(arrivals(waits, 3_002, 3_050, 1)).toBe(0);

    // Above target again 50 ms later: after an interval of it, refusals resume at about the
    // spacing the first spell ended with, not the first spell's slow start.
    const resumed: number[] = [];
    for (let t = 3_050; t < 3_500; t += 1) {
      waits.asked(t - 20)(t);
      if (waits.refuse(t)) resumed.push(t);
    }
    expect(refusedInFirstSpell).toBeGreaterThan(40);
    expect(resumed[0]).toBe(3_150);
    // The first spell ended refusing every 100/√n ms with n > 40, under 16 ms apart; a fresh
    // start would wait 100 ms for the second refusal.
    expect(resumed[1] - resumed[0]).toBeLessThan(20);
  });

  it("counts a queue that hands nothing over while somebody waits as above target", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    const stuck = waits.asked(0);
    expect(waits.refuse(100)).toBe(false); // waited 100 ms: not longer than the interval yet
    expect(waits.refuse(150)).toBe(false); // above target from now on
    expect(waits.refuse(249)).toBe(false);
    expect(waits.refuse(250)).toBe(true); // an interval later
    stuck(260); // handed over at last, after 260 ms
    expect(waits.isRefusing(261)).toBe(true);
  });

  it("stops refusing when nobody has asked for a connection for an interval", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    handOvers(waits, 0, 150, 1, 20);
    expect(waits.isRefusing(150)).toBe(true);
    expect(waits.isRefusing(249)).toBe(true);
    expect(waits.refuse(251)).toBe(false);
    expect(waits.isRefusing(251)).toBe(false);
  });

  it("takes an ask that waited in no queue (a connection was free or opened for it) as served in time", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    handOvers(waits, 0, 150, 1, 20);
    expect(waits.isRefusing(150)).toBe(true);
    waits.asked(151, false)(171); // a new connection took 20 ms to open
    expect(waits.isRefusing(171)).toBe(false);
  });

  it("counts an ask's answer once (a failed ask is answered too) and ignores a second answer", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    const first = waits.asked(0);
    first(1); // in time
    handOvers(waits, 2, 101, 1, 20); // above target from 2 on
    first(102); // a second answer, as if it had waited 102 ms
    expect(waits.isRefusing(102)).toBe(false);
    waits.asked(82)(102); // a real hand-over an interval after the waits went above target
    expect(waits.isRefusing(102)).toBe(true);
  });
});
