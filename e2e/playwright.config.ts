import { defineConfig } from '@playwright/test';
import path from 'node:path';

// The whole stack is started by the orchestrator: `npm test` at the root starts
// it once and passes E2E_BASE_URL; run alone (`npm test -w e2e`) Playwright
// starts it through `npm start`.
const externalBaseUrl = process.env.E2E_BASE_URL;
const port = Number(process.env.E2E_PORT ?? 8080);
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  // On CI a failed journey runs once more: one that then passes is reported as
  // flaky by name in `npm test`'s summary (infra/orchestrator/src/e2e-report.ts).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results-json/report.json' }]]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Journeys control the network per page (page.route, setOffline), which an
    // installed service worker would answer in its place; offline.spec allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'npm start',
        cwd: path.resolve(__dirname, '..'),
        url: `${baseURL}/healthz`,
        env: { PORT: String(port) },
        reuseExistingServer: !process.env.CI,
        timeout: 600_000,
      },
});
