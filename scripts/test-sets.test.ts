// The rule that picks the API tests run on the embedded database too (vitest.config.ts).
import { describe, expect, it } from 'vitest';
import { embeddedApiTests, repositoriesWithoutOwnTest } from '../vitest.config';

describe('the API tests that also run on the embedded database', () => {
  it('find an API test of its own beside every repository', () => {
    expect(repositoriesWithoutOwnTest()).toEqual([]);
  });

  it('are the drivers tests, the demo seed tests and each repository test, and not the rest', () => {
    const subset = embeddedApiTests();
    expect(subset).toContain('server/db/**/*.api.test.ts');
    expect(subset).toContain('server/demo/**/*.api.test.ts');
    expect(subset).toContain('server/invoices/invoices.api.test.ts');
    expect(subset).toContain('server/notifications/mail-outbox.api.test.ts');
    expect(subset).not.toContain('server/security/hostile-input.api.test.ts');
    expect(subset.every((file) => file.startsWith('server/'))).toBe(true);
  });
});
