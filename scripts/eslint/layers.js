// A local ESLint plugin with two rules. `layers`: an import is refused when the importing file and
// the imported module match one of the boundaries configured in eslint.config.js. `folder-circles`:
// an import from one folder of a tree (a server domain) into another is refused when the other
// folder already leads back to the first, so the folders stand side by side with no circle.
//
// Each boundary is { from, except?, target, message }:
//   from     regex on the importing file's path, relative to the repository root ("client/src/…")
//   except   regex on that same path; a match exempts the file (tests, kits)
//   target   regex on the import, resolved the way the project resolves it: relative paths and the
//            `@/` (client/src) and `@shared/` (shared) aliases become repository paths without
//            extension ("server/experts/experts.repo"); a package name stays as written
//            ("drizzle-orm/pg-core"). `$1`…`$9` in target stand for from's capture groups, so a
//            boundary can say "another feature than mine".
// The first boundary an import breaks is reported, so list the specific ones first.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ALIASES = [
  ['@/', 'client/src/'],
  ['@shared/', 'shared/'],
];

const toPosix = (p) => p.split(path.sep).join('/');
const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// `.ts`, `.tsx`, `.js`… dropped from a path, so a boundary need not care how the import is spelled.
const withoutExtension = (target) => target.replace(/\.(?:[cm]?[jt]sx?)$/, '');

/** The import as a repository path without extension (aliases, relative paths), or the package name as written. */
export function resolveImport(source, fileRel) {
  for (const [alias, folder] of ALIASES) {
    if (source.startsWith(alias)) return withoutExtension(folder + source.slice(alias.length));
  }
  if (source === '.' || source === '..' || source.startsWith('./') || source.startsWith('../')) {
    return withoutExtension(path.posix.normalize(path.posix.join(path.posix.dirname(fileRel), source)));
  }
  return source;
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layering: each boundary names files and the imports they must not make.' },
    schema: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          from: { type: 'string' },
          except: { type: 'string' },
          target: { type: 'string' },
          message: { type: 'string' },
        },
        required: ['from', 'target', 'message'],
        additionalProperties: false,
      },
    },
    messages: { forbidden: '{{message}}' },
  },
  create(context) {
    const fileRel = toPosix(path.relative(ROOT, context.filename));
    // Boundaries that apply to this file, with their targets' `$n` filled in from this file's path.
    const active = context.options.flatMap((boundary) => {
      const match = new RegExp(boundary.from).exec(fileRel);
      if (!match || (boundary.except && new RegExp(boundary.except).test(fileRel))) return [];
      const target = boundary.target.replace(/\$(\d)/g, (_, n) => escapeRegex(match[Number(n)] ?? ''));
      return [{ target: new RegExp(target), message: boundary.message }];
    });
    if (active.length === 0) return {};

    const check = (node) => {
      let source;
      if (node?.type === 'Literal' && typeof node.value === 'string') source = node.value;
      else if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) source = node.quasis[0].value.cooked;
      else return;
      const target = resolveImport(source, fileRel);
      const broken = active.find((boundary) => boundary.target.test(target));
      if (broken) context.report({ node, messageId: 'forbidden', data: { message: broken.message } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

// --- folder-circles -----------------------------------------------------------------------------

/** Whether an import or export declaration carries values (not only types, which vanish at build). */
const carriesValues = (node) => {
  if (node.importKind === 'type' || node.exportKind === 'type') return false;
  const specifiers = node.specifiers ?? [];
  return specifiers.length === 0 || specifiers.some((s) => s.importKind !== 'type' && s.exportKind !== 'type');
};

// A module's value imports, read as text: `import … from 'x'`, `export … from 'x'`, `import 'x'`,
// leaving out `import type`/`export type` and imports whose every name is a type.
const STATIC_IMPORT = /^\s*(import|export)\s+(type\s+)?([\w\s{},*$]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
function valueImportsOf(text) {
  const found = [];
  for (const m of text.matchAll(STATIC_IMPORT)) {
    if (m[5]) {
      found.push(m[5]);
      continue;
    }
    if (m[2]) continue;
    const clause = m[3].trim();
    const names = clause.startsWith('{') && clause.endsWith('}') ? clause.slice(1, -1).split(',').map((n) => n.trim()).filter(Boolean) : null;
    if (!names || names.length === 0 || !names.every((n) => n.startsWith('type '))) found.push(m[4]);
  }
  return found;
}

const graphs = new Map();
/**
 * Which folder of `tree` imports which (a Map of folder → Set of folders), read once from the files
 * on disk (a lint run is one look at the tree), leaving out the files `ignore` matches.
 */
function folderGraph(tree, ignore) {
  const key = `${tree}\n${ignore}`;
  if (graphs.has(key)) return graphs.get(key);
  const skip = new RegExp(ignore);
  const graph = new Map();
  const walk = (dirRel) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dirRel), { withFileTypes: true })) {
      const rel = `${dirRel}/${entry.name}`;
      if (skip.test(rel) || skip.test(`${rel}/`)) continue;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name)) {
        const from = folderOf(tree, rel);
        if (!from) continue;
        if (!graph.has(from)) graph.set(from, new Set());
        for (const source of valueImportsOf(fs.readFileSync(path.join(ROOT, rel), 'utf8'))) {
          const to = folderOf(tree, resolveImport(source, rel));
          if (to && to !== from) graph.get(from).add(to);
        }
      }
    }
  };
  walk(tree);
  graphs.set(key, graph);
  return graph;
}

/** The folder of `tree` a repository path lies in (`server/experts/x` → `experts`), or null (a file at the tree's top, or outside it). */
function folderOf(tree, rel) {
  const m = new RegExp(`^${escapeRegex(tree)}/([^/]+)/`).exec(rel);
  return m ? m[1] : null;
}

/** The folders from `start` to `goal` along the graph's arrows, or null when `goal` is out of reach. */
function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const steps = [];
      for (let step = at; step !== null; step = cameFrom.get(step)) steps.unshift(step);
      return steps;
    }
    for (const next of graph.get(at) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

const folderCircles = {
  meta: {
    type: 'problem',
    docs: { description: 'No circle of folders: an import into another folder of the tree must not close a loop back to its own.' },
    schema: [
      {
        type: 'object',
        properties: { tree: { type: 'string' }, ignore: { type: 'string' } },
        required: ['tree'],
        additionalProperties: false,
      },
    ],
    messages: {
      circle:
        '{{from}}/ imports {{to}}/, which leads back to it ({{loop}}): a circle of folders. Move the function to the folder that owns the data, or to a lower floor.',
    },
  },
  create(context) {
    const { tree, ignore = '$^' } = context.options[0];
    const fileRel = toPosix(path.relative(ROOT, context.filename));
    const from = folderOf(tree, fileRel);
    if (!from || new RegExp(ignore).test(fileRel)) return {};
    const check = (node) => {
      if (!node.source || !carriesValues(node)) return;
      const to = folderOf(tree, resolveImport(node.source.value, fileRel));
      if (!to || to === from) return;
      const back = pathBetween(folderGraph(tree, ignore), to, from);
      if (back) context.report({ node: node.source, messageId: 'circle', data: { from, to, loop: [from, ...back].join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { meta: { name: 'local' }, rules: { layers, 'folder-circles': folderCircles } };
