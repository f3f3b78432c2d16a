import { describe, expect, it } from "vitest";
import { coalesced } from "./jobs";

describe("coalesced", () => {
  it("runs once more after a run that was asked for again meanwhile, however many times", async () => {
    let runs = 0;
    let release!: () => void;
    const go = coalesced(async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((r) => (release = r));
    });
    const first = go();
    await Promise.all([go(), go(), go()]);
    expect(runs).toBe(1);
    release();
    await first;
    expect(runs).toBe(2);
  });

  it("goes again at once while the run says there is more to do", async () => {
    const left = [true, true, false];
    let runs = 0;
    await coalesced(async () => {
      runs += 1;
      return left.shift();
    })();
    expect(runs).toBe(3);
  });
});
