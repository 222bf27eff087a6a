import { chromium } from 'playwright';
import fs from 'node:fs';
const token = fs.readFileSync('/tmp/token.txt', 'utf8').trim().split('\n').pop().replace(/"/g, '');
const user = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).user;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (let i = 0; i < 5; i++) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  await context.addCookies([{ name: 'dd_session', value: token, url: 'http://127.0.0.1:8080' }]);
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)],
  );
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:8080/meals', { waitUntil: 'networkidle' });
  const r = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const res = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < 1500)
      .map(
        (e) =>
          `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name.replace(location.origin, '')}`,
      );
    return {
      ttfb: Math.round(nav.responseStart),
      domInteractive: Math.round(nav.domInteractive),
      fcp: Math.round(fcp),
      res,
    };
  });
  console.log(JSON.stringify({ ttfb: r.ttfb, di: r.domInteractive, fcp: r.fcp }));
  if (i === 4) console.log(r.res.join('\n'));
  await context.close();
}
await browser.close();
