// Which Node.js versions run the product: 24 LTS from 24.15 (what the tests use), or 22 from 22.22.
// Plain JavaScript that any old Node can parse, so `npm start` can say so before anything else.

/** @param {string} version e.g. "24.21.0" @returns {string | null} why it cannot run, or null */
export function unsupportedNodeMessage(version) {
  const [major, minor] = version.split(".").map(Number);
  if (major > 24 || (major === 24 && minor >= 15) || (major === 22 && minor >= 22)) return null;
  return [
    `Protea Talent needs Node.js 24 LTS (24.15 or newer; 22.22 or newer also works). This is Node.js ${version}.`,
    "Run it on Node 24 without changing the machine's Node:",
    "    bash scripts/use-node.sh npm install && bash scripts/use-node.sh npm start",
    "or install Node.js 24 with your version manager (`nvm install` reads .nvmrc).",
  ].join("\n");
}
