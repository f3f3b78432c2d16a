// `npm start`: builds the client (bundle and prerendered pages) when the build is missing or older
// than its sources, and the server's bundle when it is missing or older than the server's sources
// (scripts/build-server.mjs), then runs the server from its bundle with plain node and the heap
// settings of scripts/server-node-flags.mjs.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unsupportedNodeMessage } from "./node-version.mjs";
import { serverNodeFlags } from "./server-node-flags.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// An older runtime stops here, before anything is built, with a way to get a supported one.
const unsupported = unsupportedNodeMessage(process.versions.node);
if (unsupported) {
  console.error(unsupported);
  process.exit(1);
}
const built = path.join(root, "dist/public/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime(path.join(root, "client")), newestMtime(path.join(root, "shared")));
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
  console.log("Building the web client…");
  const result = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const serverBundle = path.join(root, "dist/server/index.mjs");
const serverSources = Math.max(newestMtime(path.join(root, "server")), newestMtime(path.join(root, "shared")), fs.statSync(path.join(root, "package-lock.json")).mtimeMs);
if (!fs.existsSync(serverBundle) || fs.statSync(serverBundle).mtimeMs < serverSources) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, [...serverNodeFlags(), serverBundle], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
