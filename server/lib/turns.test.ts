import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { readsInSlices } from "./turns";

const request = (method: string) => ({ method }) as Request;
const response = {} as Response;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Resolves once everything queued so far with setImmediate, and what that queued in turn, has run. */
async function settled() {
  for (let i = 0; i < 5; i++) await turn();
}

describe("readsInSlices", () => {
  it("starts a write at once and a read only after the current turn, in arrival order", async () => {
    const order: string[] = [];
    const handle = readsInSlices(1_000);
    handle(request("GET"), response, (() => order.push("read 1")) as NextFunction);
    handle(request("HEAD"), response, (() => order.push("read 2")) as NextFunction);
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) handle(request(method), response, (() => order.push(method)) as NextFunction);
    expect(order).toEqual(["POST", "PATCH", "PUT", "DELETE"]);
    await settled();
    expect(order).toEqual(["POST", "PATCH", "PUT", "DELETE", "read 1", "read 2"]);
  });

  it("lets the loop look at other work between two slices, and keeps the reads' order across them", async () => {
    let clock = 0;
    const order: string[] = [];
    const handle = readsInSlices(3, () => clock);
    const read = (name: string, cost: number, also?: () => void) =>
      handle(request("GET"), response, (() => {
        order.push(name);
        clock += cost;
        also?.();
      }) as NextFunction);
    // The first read's work sets off something that arrives on the next turn (as a database answer would).
    read("read 1", 2, () => setImmediate(() => order.push("database answer")));
    read("read 2", 2);
    read("read 3", 2);
    read("read 4", 2);
    await settled();
    // Two reads use up the 3 ms slice; the answer that arrived meanwhile goes before the third.
    expect(order).toEqual(["read 1", "read 2", "database answer", "read 3", "read 4"]);
  });

  it("works every read in one turn when they fit in the slice", async () => {
    const clock = 0;
    const order: string[] = [];
    const handle = readsInSlices(3, () => clock);
    handle(request("GET"), response, (() => {
      order.push("read 1");
      setImmediate(() => order.push("database answer"));
    }) as NextFunction);
    handle(request("GET"), response, (() => order.push("read 2")) as NextFunction);
    handle(request("GET"), response, (() => order.push("read 3")) as NextFunction);
    await settled();
    expect(order).toEqual(["read 1", "read 2", "read 3", "database answer"]);
  });

  it("takes reads that arrive while others wait after them, and a write before them", async () => {
    let clock = 0;
    const order: string[] = [];
    const handle = readsInSlices(1, () => clock);
    const read = (name: string) =>
      handle(request("GET"), response, (() => {
        order.push(name);
        clock += 1;
        if (name === "read 1") {
          // Arrive while read 2 still waits.
          handle(request("GET"), response, (() => order.push("read 3")) as NextFunction);
          handle(request("POST"), response, (() => order.push("write")) as NextFunction);
        }
      }) as NextFunction);
    read("read 1");
    read("read 2");
    await settled();
    expect(order).toEqual(["read 1", "write", "read 2", "read 3"]);
  });

  it("goes on with the rest when a read's work throws", async () => {
    const order: string[] = [];
    const handle = readsInSlices(1_000);
    const thrown: unknown[] = [];
    const listeners = process.listeners("uncaughtException");
    process.removeAllListeners("uncaughtException");
    process.on("uncaughtException", (err) => thrown.push(err));
    try {
      handle(request("GET"), response, (() => {
        throw new Error("broken");
      }) as NextFunction);
      handle(request("GET"), response, (() => order.push("read 2")) as NextFunction);
      await settled();
    } finally {
      process.removeAllListeners("uncaughtException");
      for (const listener of listeners) process.on("uncaughtException", listener);
    }
    expect(thrown).toHaveLength(1);
    expect(order).toEqual(["read 2"]);
  });
});
