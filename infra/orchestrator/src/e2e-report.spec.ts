import { e2eOutcome } from './e2e-report';

const spec = (title: string, line: number, ...statuses: string[]) => ({
  title,
  file: 'offline.spec.ts',
  line,
  tests: statuses.map((status) => ({ status })),
});

it('names the failed and the flaky journeys, from nested suites too', () => {
  const report = {
    suites: [
      {
        specs: [spec('opens offline', 10, 'expected'), spec('two tabs', 40, 'unexpected')],
        suites: [{ specs: [spec('merges edits', 90, 'flaky')] }],
      },
    ],
  };

  expect(e2eOutcome(report as never)).toBe(
    'failed: offline.spec.ts:40 two tabs | flaky (passed on retry): offline.spec.ts:90 merges edits',
  );
});

it('says nothing when every journey passed the first time', () => {
  expect(
    e2eOutcome({ suites: [{ specs: [spec('opens offline', 10, 'expected')] }] } as never),
  ).toBe(undefined);
});
