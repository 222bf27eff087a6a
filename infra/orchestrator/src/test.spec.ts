import { formatSummary } from './test';

describe('formatSummary', () => {
  it('lists every workspace and ends with the passed/failed count', () => {
    const summary = formatSummary([
      { workspace: 'packages/contracts', passed: true, durationMs: 1200 },
      { workspace: 'services/auth', passed: false, durationMs: 300 },
      { workspace: 'e2e', passed: true, durationMs: 40_000 },
    ]);

    const lines = summary.split('\n');
    expect(lines[0]).toMatch(/PASS\s+packages\/contracts/);
    expect(lines[1]).toMatch(/FAIL\s+services\/auth/);
    expect(lines.at(-1)).toBe('2 passed, 1 failed');
  });
});
