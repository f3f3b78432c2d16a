// The V8 heap settings the production server runs with (`npm start`, scripts/start.mjs, and so
// bench:statement; cluster workers inherit them). Left alone, V8 sizes its heap from the machine's
// memory: on a large machine it lets the young generation grow to 64 MB per half and the old one
// fill with garbage for hundreds of MB before collecting, so the same work takes more resident
// memory the more the machine has. These are what it would choose by itself on a machine of about
// 2 GB, whatever the machine: the young generation's halves at 8 MB and the heap at 512 MB, some
// eight times the most the server holds live (about 60 MB, during a 10,000-entry statement's
// import). See docs/decisions/104-the-server-runs-from-a-bundle-with-a-bounded-heap.md.
//
// A flag NODE_OPTIONS already sets is left to it: a host with more memory, or more to keep, can
// raise the heap with NODE_OPTIONS="--max-old-space-size=2048".
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=512"];

/** The flags NODE_OPTIONS does not set itself. */
export function serverNodeFlags(nodeOptions = process.env.NODE_OPTIONS ?? "") {
  return SERVER_NODE_FLAGS.filter((flag) => !nodeOptions.includes(flag.split("=")[0]));
}
