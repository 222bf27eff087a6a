import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** Where the journeys' JSON report goes (e2e/playwright.config.ts writes it under CI). */
export const E2E_REPORT_FILE = path.join('e2e', 'test-results-json', 'report.json');

type ReportTest = { status: 'expected' | 'unexpected' | 'flaky' | 'skipped' };
type ReportSpec = { title: string; file: string; line: number; tests: ReportTest[] };
type ReportSuite = { specs?: ReportSpec[]; suites?: ReportSuite[] };

function* specsOf(suite: ReportSuite): Generator<ReportSpec> {
  yield* suite.specs ?? [];
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

const named = (spec: ReportSpec) => `${spec.file}:${spec.line} ${spec.title}`;

/**
 * The journeys that failed, and those that passed only when run again, from
 * Playwright's JSON report: the summary line of `npm test` names them, so a
 * CI log cut to its last lines still says which.
 */
export function e2eOutcome(report: { suites?: ReportSuite[] }): string | undefined {
  const specs = (report.suites ?? []).flatMap((suite) => [...specsOf(suite)]);
  const withStatus = (status: ReportTest['status']) =>
    specs.filter((spec) => spec.tests.some((test) => test.status === status)).map(named);
  const parts = [
    ['failed', withStatus('unexpected')],
    ['flaky (passed on retry)', withStatus('flaky')],
  ] as const;
  const said = parts.filter(([, titles]) => titles.length);
  return said.length
    ? said.map(([what, titles]) => `${what}: ${titles.join('; ')}`).join(' | ')
    : undefined;
}

/** `e2eOutcome` of the report the last run wrote; nothing when there is none. */
export async function readE2eOutcome(root: string): Promise<string | undefined> {
  try {
    return e2eOutcome(JSON.parse(await readFile(path.join(root, E2E_REPORT_FILE), 'utf8')));
  } catch {
    return undefined;
  }
}

/** Removes an earlier run's report, so a run that writes none is not described by it. */
export function clearE2eReport(root: string): Promise<void> {
  return rm(path.join(root, E2E_REPORT_FILE), { force: true });
}
