import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

type JestAssertion = { fullName: string; status: string };
type JestFile = { name: string; status: string; assertionResults?: JestAssertion[] };
export type JestReport = { testResults?: JestFile[] };

/** At most this many failures are named; the rest are counted. */
const NAMED_AT_MOST = 5;

/**
 * The tests that failed, from Jest's `--json` report, so the summary line of
 * `npm test` names them and a CI log cut to its last lines still says which.
 * A file that failed before any of its tests ran (a failing `beforeAll`, a
 * syntax error) is named by itself.
 */
export function jestOutcome(report: JestReport, root: string): string | undefined {
  const failures = (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length) return failed.map((test) => `${where} › ${test.fullName}`);
    return file.status === 'failed' ? [where] : [];
  });
  if (!failures.length) return undefined;
  const named = failures.slice(0, NAMED_AT_MOST).join('; ');
  const more = failures.length - NAMED_AT_MOST;
  return `failed: ${named}${more > 0 ? ` (and ${more} more)` : ''}`;
}

/** `jestOutcome` of the report a run wrote to `file`; nothing when there is none. */
export async function readJestOutcome(file: string, root: string): Promise<string | undefined> {
  try {
    return jestOutcome(JSON.parse(await readFile(file, 'utf8')), root);
  } catch {
    return undefined;
  }
}

/**
 * Makes the report's folder (Jest does not) and removes an earlier run's
 * report, so a run that writes none is not described by it.
 */
export async function prepareJestReport(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await rm(file, { force: true });
}
