import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jestOutcome, prepareJestReport } from './jest-report';

const root = '/repo/services/diary';
const file = (name: string, status: string, ...tests: [string, string][]) => ({
  name: `${root}/${name}`,
  status,
  assertionResults: tests.map(([fullName, testStatus]) => ({ fullName, status: testStatus })),
});

it('names each failed test with its file, and a file that failed before its tests ran', () => {
  const report = {
    testResults: [
      file('test/meals.spec.ts', 'passed', ['lists meals', 'passed']),
      file(
        'test/companions.spec.ts',
        'failed',
        ['filters by companion', 'failed'],
        ['counts', 'passed'],
      ),
      file('test/broken.spec.ts', 'failed'),
    ],
  };

  expect(jestOutcome(report, root)).toBe(
    'failed: test/companions.spec.ts › filters by companion; test/broken.spec.ts',
  );
});

it('names five failures and counts the rest', () => {
  const tests = Array.from({ length: 7 }, (_, i) => [`case ${i}`, 'failed'] as [string, string]);
  const said = jestOutcome({ testResults: [file('a.spec.ts', 'failed', ...tests)] }, root);

  expect(said).toBe(
    'failed: a.spec.ts › case 0; a.spec.ts › case 1; a.spec.ts › case 2; a.spec.ts › case 3; a.spec.ts › case 4 (and 2 more)',
  );
});

it('says nothing when every test passed', () => {
  expect(
    jestOutcome({ testResults: [file('a.spec.ts', 'passed', ['x', 'passed'])] }, root),
  ).toBeUndefined();
});

it('makes the folder of a report a fresh clone does not have, and drops an old report', async () => {
  const folder = path.join(await mkdtemp(path.join(os.tmpdir(), 'jest-report-')), 'jest-reports');
  const report = path.join(folder, 'packages-contracts.json');
  await prepareJestReport(report);
  expect(await readdir(folder)).toEqual([]);

  await writeFile(report, '{}');
  await prepareJestReport(report);
  expect(await readdir(folder)).toEqual([]);
});
