import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../test/raw-http";
import { IMMUTABLE, imagesVersion, ONE_HOUR } from "./images";
import { BUILD_DIR, builtFiles } from "./serve";

describe("image addresses and their cache lifetime", () => {
  let dir: string;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-files-"));
    fs.mkdirSync(path.join(dir, "images/people"), { recursive: true });
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "images/people/ada-320.webp"), "webp bytes");
    fs.writeFileSync(path.join(dir, "images/card.jpg"), "jpeg bytes");
    fs.writeFileSync(path.join(dir, "assets/index-abc123.js"), "console.log(1)");
    fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    const app = express();
    app.use(builtFiles(dir));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("versions the images folder by every file's name and bytes", () => {
    const version = imagesVersion(path.join(dir, "images"));
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(imagesVersion(path.join(dir, "images"))).toBe(version);
    fs.writeFileSync(path.join(dir, "images/card.jpg"), "other jpeg bytes");
    expect(imagesVersion(path.join(dir, "images"))).not.toBe(version);
    fs.writeFileSync(path.join(dir, "images/card.jpg"), "jpeg bytes");
    expect(imagesVersion(path.join(dir, "no-such-folder"))).toBe("");
  });

  it("keeps an image for a year as immutable at its versioned address, and for an hour otherwise", async () => {
    const version = imagesVersion(path.join(dir, "images"));
    const versioned = await rawGet(`${url}/images/people/ada-320.webp?v=${version}`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers["cache-control"]).toBe(IMMUTABLE);
    expect(versioned.body.toString()).toBe("webp bytes");
    expect((await rawGet(`${url}/images/people/ada-320.webp`)).headers["cache-control"]).toBe(ONE_HOUR);
    expect((await rawGet(`${url}/images/people/ada-320.webp?v=0123456789ab`)).headers["cache-control"]).toBe(ONE_HOUR);
    expect((await rawGet(`${url}/assets/index-abc123.js`)).headers["cache-control"]).toBe(IMMUTABLE);
    expect((await rawGet(`${url}/favicon.svg`)).headers["cache-control"]).toBe(ONE_HOUR);
  });
});

const prerendered = path.join(BUILD_DIR, ".prerender");
describe.skipIf(!fs.existsSync(prerendered))("the build's pages", () => {
  it("address every image of ours with the version the server serves them under", () => {
    const version = imagesVersion(path.join(BUILD_DIR, "images"));
    const pages = fs.readdirSync(prerendered).filter((file) => file.endsWith(".html"));
    const addresses = pages.flatMap((file) => [...fs.readFileSync(path.join(prerendered, file), "utf8").matchAll(/"?(\/images\/[^"\s,]+)/g)].map((m) => m[1]));
    // The landing page's poster and the leaders' photos at least.
    expect(addresses.length).toBeGreaterThan(3);
    expect(addresses.filter((address) => !address.endsWith(`?v=${version}`))).toEqual([]);
  });
});
