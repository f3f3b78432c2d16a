/** Why this Node.js version cannot run the product, or null when it can. */
export function unsupportedNodeMessage(version: string): string | null;
