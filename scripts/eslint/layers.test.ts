// The layering lint rule (scripts/eslint/layers.js, configured in eslint.config.js) shown refusing
// each kind of wrong import and letting the right one through, through ESLint's own Node API and
// the project's real configuration.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'local/layers';

// The message of each boundary, as configured; a changed message should fail here.
const MESSAGE = {
  clientToServer: 'The client must not import server code; share types through shared/.',
  clientToOrm: 'The client must not import the ORM or a database driver; use the shared zod contracts.',
  belowFeatures:
    'components/ and lib/ sit below features, pages and app; pass what they need in as props or arguments.',
  crossFeature:
    'A feature must not import another feature; compose them in a page, or move the shared part to components/ or lib/.',
  featureUp: 'Features sit below pages and app; a page passes in what a feature needs.',
  pageUp: 'Pages sit below app; move what pages need from app/ to lib/ (or a feature).',
  routeToRepo: 'Routes call services; only services use repos (route → service → repo).',
  otherDomainRepo: "Another domain's repo is off limits; use that domain's service.",
  topLevelRepo: "Top-level server files do not run queries; call the domain's service.",
  queryOutsideRepo:
    'Only repo files, server/db and the demo seed (server/demo) run queries; call a service, or move the query into a repo.',
  driverOutsideDb: 'Only server/db opens database drivers.',
  sharedUp: 'shared/ must not import client or server code.',
} as const;

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The layering messages ESLint gives `code` as if it were the file at `filePath`. */
async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, `${filePath} should parse`).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

type Case = { file: string; code: string; message?: string };

/** Each wrong import is refused with its boundary's message; each right one passes. */
function boundary(name: string, wrong: Case[], right: Case[]) {
  describe(name, () => {
    it.each(wrong)('refuses $code in $file', async ({ file, code, message }) => {
      expect(await layerMessages(file, code)).toEqual([message]);
    });
    it.each(right)('allows $code in $file', async ({ file, code }) => {
      expect(await layerMessages(file, code)).toEqual([]);
    });
  });
}

boundary(
  'a feature never imports another feature',
  [
    {
      file: 'client/src/features/dream-teams/components/team-card.tsx',
      code: "import { useSearchExperts } from '@/features/experts/api/search-experts';\nuseSearchExperts();",
      message: MESSAGE.crossFeature,
    },
    {
      file: 'client/src/features/dream-teams/components/team-card.tsx',
      code: "export * from '../../experts';",
      message: MESSAGE.crossFeature,
    },
    {
      file: 'client/src/features/dream-teams/components/team-card.tsx',
      code: "export const load = () => import('@/features/dream-teams-admin/api/keys');",
      message: MESSAGE.crossFeature,
    },
  ],
  [
    {
      file: 'client/src/features/dream-teams/components/team-card.tsx',
      code: "import '../api/keys';\nimport '@/features/dream-teams/index';\nimport '@/components/ui/button';\nimport '@/lib/api-client';\nimport '@shared/contracts/dream-teams';",
    },
  ],
);

boundary(
  'components never import a feature, a page or app',
  [
    {
      file: 'client/src/components/layout/header.tsx',
      code: "import { useAuth } from '@/features/auth/hooks/use-auth';\nuseAuth();",
      message: MESSAGE.belowFeatures,
    },
    {
      file: 'client/src/components/layout/footer.tsx',
      code: "import '../../app/paths';",
      message: MESSAGE.belowFeatures,
    },
  ],
  [
    {
      file: 'client/src/components/layout/header.tsx',
      code: "import './nav-links';\nimport '@/components/ui/button';\nimport '@/lib/cn';\nimport '@shared/site';",
    },
  ],
);

boundary(
  'lib never imports a feature, a page or app',
  [
    {
      file: 'client/src/lib/api-client.ts',
      code: "import '../features/auth/hooks/use-auth';",
      message: MESSAGE.belowFeatures,
    },
    {
      file: 'client/src/lib/query-client.ts',
      code: "import '@/pages/not-found';",
      message: MESSAGE.belowFeatures,
    },
  ],
  [{ file: 'client/src/lib/api-client.ts', code: "import './storage';\nimport '@shared/constants';" }],
);

boundary(
  'a feature never imports a page or app',
  [
    {
      file: 'client/src/features/blog/components/blog-card.tsx',
      code: "import '@/pages/blog/blog-list';",
      message: MESSAGE.featureUp,
    },
    {
      file: 'client/src/features/blog/components/blog-card.tsx',
      code: "import { paths } from '@/app/paths';\nexport { paths };",
      message: MESSAGE.featureUp,
    },
  ],
  [{ file: 'client/src/features/blog/components/blog-card.tsx', code: "import '@/lib/api-client';" }],
);

boundary(
  'a page never imports app',
  [
    {
      file: 'client/src/pages/auth/login.tsx',
      code: "import { paths } from '@/app/paths';\nexport { paths };",
      message: MESSAGE.pageUp,
    },
    { file: 'client/src/pages/not-found.tsx', code: "import '../app/router';", message: MESSAGE.pageUp },
  ],
  [
    {
      file: 'client/src/pages/client/client-dashboard.tsx',
      code: "import '@/features/dream-teams';\nimport '@/features/pre-bookings';\nimport '@/components/layout/site-layout';",
    },
  ],
);

boundary(
  'the client never imports server code, the ORM or a driver',
  [
    {
      file: 'client/src/features/experts/api/search-experts.ts',
      code: "import '../../../../../server/experts/experts.service';",
      message: MESSAGE.clientToServer,
    },
    { file: 'client/src/lib/api-client.ts', code: "import 'drizzle-orm';", message: MESSAGE.clientToOrm },
    { file: 'client/src/lib/api-client.ts', code: "import 'pg';", message: MESSAGE.clientToOrm },
  ],
  [{ file: 'client/src/lib/api-client.ts', code: "import '@shared/contracts/experts';\nimport 'react';" }],
);

boundary(
  "a domain never imports another domain's repo",
  [
    {
      file: 'server/auth/auth.service.ts',
      code: "import { insertExpert } from '../experts/experts.repo';\nexport { insertExpert };",
      message: MESSAGE.otherDomainRepo,
    },
    {
      file: 'server/candidates/candidates.repo.ts',
      code: "import '../experts/experts.repo.ts';",
      message: MESSAGE.otherDomainRepo,
    },
    { file: 'server/jobs.ts', code: "import './auth/auth.repo';", message: MESSAGE.topLevelRepo },
    { file: 'server/db/free-days.ts', code: "import '../experts/experts.repo';", message: MESSAGE.otherDomainRepo },
  ],
  [
    { file: 'server/auth/auth.service.ts', code: "import './auth.repo';\nimport '../experts/experts.service';" },
    // Tests and the test kits may reach any repo to arrange their data.
    { file: 'server/auth/auth.test.ts', code: "import '../experts/experts.repo';" },
    { file: 'server/test/harness.ts', code: "import '../experts/experts.repo';" },
    // server/demo is no domain: the demo seed writes each domain's rows through that domain's repo.
    { file: 'server/demo/seed.ts', code: "import '../experts/experts.repo';" },
  ],
);

boundary(
  'a route never imports a repo',
  [
    {
      file: 'server/experts/experts.routes.ts',
      code: "import * as repo from './experts.repo';\nexport { repo };",
      message: MESSAGE.routeToRepo,
    },
    {
      file: 'server/blog/blog-site.routes.ts',
      code: "import '../experts/experts.repo';",
      message: MESSAGE.routeToRepo,
    },
    { file: 'server/experts/experts.routes.ts', code: "import 'drizzle-orm';", message: MESSAGE.queryOutsideRepo },
  ],
  [{ file: 'server/experts/experts.routes.ts', code: "import './experts.service';\nimport '../lib/validate';" }],
);

boundary(
  'only repos, server/db and the demo seed run queries',
  [
    {
      file: 'server/auth/session-store.ts',
      code: "import { eq } from 'drizzle-orm';\nexport { eq };",
      message: MESSAGE.queryOutsideRepo,
    },
    {
      file: 'server/experts/experts.service.ts',
      code: "import 'drizzle-orm/pg-core';",
      message: MESSAGE.queryOutsideRepo,
    },
    { file: 'server/health.ts', code: "import { sql } from 'drizzle-orm';\nexport { sql };", message: MESSAGE.queryOutsideRepo },
    { file: 'shared/dates.ts', code: "import 'drizzle-orm';", message: MESSAGE.queryOutsideRepo },
    { file: 'server/experts/experts.repo.ts', code: "import 'pg';", message: MESSAGE.driverOutsideDb },
  ],
  [
    { file: 'server/experts/experts.repo.ts', code: "import 'drizzle-orm';" },
    { file: 'server/db/client.ts', code: "import 'drizzle-orm/node-postgres';\nimport 'pg';\nimport '@electric-sql/pglite';" },
    { file: 'server/demo/seed-engagements.ts', code: "import { eq } from 'drizzle-orm';\nexport { eq };" },
    { file: 'shared/schema/experts.ts', code: "import 'drizzle-orm';\nimport 'drizzle-orm/pg-core';" },
    { file: 'shared/contracts/experts.ts', code: "import 'drizzle-orm';\nimport 'drizzle-zod';" },
    { file: 'server/experts/experts.test.ts', code: "import 'drizzle-orm';" },
    { file: 'server/test/harness.ts', code: "import 'drizzle-orm';\nimport 'pg';" },
  ],
);

boundary(
  'shared never imports client or server code',
  [
    { file: 'shared/contracts/experts.ts', code: "import '../../server/lib/http-error';", message: MESSAGE.sharedUp },
    { file: 'shared/site.ts', code: "import '@/lib/cn';", message: MESSAGE.sharedUp },
  ],
  [{ file: 'shared/contracts/experts.ts', code: "import '../schema/experts';\nimport '@shared/constants';\nimport 'zod';" }],
);

describe('the configuration', () => {
  it('has a test above for every boundary it configures', async () => {
    const config = await eslint.calculateConfigForFile(`${ROOT}server/app.ts`);
    const [severity, ...boundaries] = config.rules[RULE] as [number, ...{ message: string }[]];
    expect(severity).toBe(2);
    expect(boundaries.map((b) => b.message).sort()).toEqual(Object.values(MESSAGE).sort());
  });
});

describe('import circles', () => {
  /** The no-cycle messages ESLint gives `code` as if it were the file at `filePath` (its imports read from disk). */
  async function cycleMessages(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
    expect(result.messages.filter((m) => m.fatal), `${filePath} should parse`).toEqual([]);
    return result.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
  }

  it('refuses a service importing one that leads back to it, and lets the same import through a type', async () => {
    // auth.service imports account-links.service, which records its acts through flows/act and so
    // imports notifications.service: a circle.
    const planted = "import { toPublicUser } from '../auth/auth.service';\nexport const publicUser = toPublicUser;";
    expect(await cycleMessages('server/notifications/notifications.service.ts', planted)).toEqual([expect.stringMatching(/Dependency cycle/)]);
    expect(await cycleMessages('server/notifications/notifications.service.ts', "import type { toPublicUser } from '../auth/auth.service';\nexport type PublicUserOf = typeof toPublicUser;")).toEqual([]);
  });

  it('refuses a module loaded on demand that imports back from its loader, in the client too', async () => {
    const planted = "import { BookingForm } from './booking-form';\nexport const form = BookingForm;";
    expect(await cycleMessages('client/src/features/discovery-calls/components/booking-form-logic.tsx', planted)).toEqual([expect.stringMatching(/Dependency cycle/)]);
  });

  it('leaves tests free to import anything', async () => {
    const code = "import { toPublicUser } from '../auth/auth.service';\nexport const publicUser = toPublicUser;";
    expect(await cycleMessages('server/notifications/notifications.test.ts', code)).toEqual([]);
  });
});

describe('folder circles', () => {
  /** The folder-circle messages ESLint gives `code` as if it were the file at `filePath` (the other folders' imports read from disk). */
  async function folderMessages(filePath: string, code: string): Promise<{ folders: string[]; modules: string[] }> {
    const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
    expect(result.messages.filter((m) => m.fatal), `${filePath} should parse`).toEqual([]);
    return {
      folders: result.messages.filter((m) => m.ruleId === 'local/folder-circles').map((m) => m.message),
      modules: result.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message),
    };
  }

  // The experts record their acts through flows, which write the audit log: audit importing experts
  // closes a loop of folders, though no module of it leads back to the importing one.
  const planted = "import { registerExpert } from '../experts/experts.service';\nexport const signUp = registerExpert;";

  it('refuses an import into a folder that leads back to the importer, where no module closes the loop', async () => {
    expect(await folderMessages('server/audit/audit.routes.ts', planted)).toEqual({
      folders: [expect.stringMatching(/^audit\/ imports experts\/, which leads back to it \(audit → experts → .*→ audit\): a circle of folders\. Move the function to the folder that owns the data, or to a lower floor\.$/)],
      modules: [],
    });
  });

  it('lets the same import through as a type, and an import down the floors', async () => {
    const asType = "import type { registerExpert } from '../experts/experts.service';\nexport type SignUp = typeof registerExpert;";
    expect((await folderMessages('server/audit/audit.routes.ts', asType)).folders).toEqual([]);
    expect((await folderMessages('server/experts/experts.routes.ts', "import { act } from '../flows/act';\nexport const record = act;")).folders).toEqual([]);
  });

  it('leaves tests free to import anything', async () => {
    expect((await folderMessages('server/audit/audit.api.test.ts', planted)).folders).toEqual([]);
  });
});
