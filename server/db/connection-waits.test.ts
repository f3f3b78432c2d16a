import { describe, expect, it } from "vitest";
import { ConnectionWaits } from "./connection-waits";

/** Times are given, in ms, so each case says exactly when a connection was asked for and handed over. */
describe("the waits for a pooled connection, read as CoDel reads a queue (target 5 ms, interval 100 ms)", () => {
  it("does not stand when some request in the interval was served within the target, however long others waited", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    waits.asked(0)(80); // a burst: one waited 80 ms
    waits.asked(10)(12); // another was served at once
    expect(waits.isStanding(100)).toBe(false);
  });

  it("stands when every request served in an interval waited longer than the target, and stops once one is served in time", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    waits.asked(0)(20);
    waits.asked(30)(37);
    waits.asked(60)(90);
    expect(waits.isStanding(99)).toBe(false); // the interval is not over yet
    expect(waits.isStanding(100)).toBe(true);
    expect(waits.isStanding(150)).toBe(true); // held for the next interval
    waits.asked(160)(161);
    waits.asked(170)(190);
    expect(waits.isStanding(200)).toBe(false);
  });

  it("stands when nobody was served through a whole interval while a request waited, and not when nobody asked", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    const stuck = waits.asked(0);
    expect(waits.isStanding(100)).toBe(false); // waited 100 ms: not longer than the interval yet
    expect(waits.isStanding(250)).toBe(true);
    stuck(260);
    expect(waits.isStanding(300)).toBe(true); // the one served had waited 260 ms
    expect(waits.isStanding(400)).toBe(false); // an interval with nobody asking
  });

  it("lets a verdict last one interval only: after a quiet stretch the next request is not refused for waits long past", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    waits.asked(0)(50); // start-up work waited; then nothing for a while
    expect(waits.isStanding(5_000)).toBe(false);
  });

  it("does not count an ask that waited in no queue (a connection was free or opened for it) as a wait", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    waits.asked(0)(40);
    waits.asked(10, false)(30); // a new connection took 20 ms to open
    expect(waits.isStanding(100)).toBe(false);
  });

  it("counts an ask that failed (its answer is called once) and ignores a second answer", () => {
    const waits = new ConnectionWaits(5, 100, 0);
    const handed = waits.asked(0);
    handed(50);
    handed(51);
    waits.asked(60)(61);
    expect(waits.isStanding(100)).toBe(false);
  });
});
