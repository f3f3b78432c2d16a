// A local ESLint plugin with one rule, `layers`: an import is refused when the importing file and
// the imported module match one of the boundaries configured in eslint.config.js.
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

export default { meta: { name: 'local' }, rules: { layers } };
