import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { customProperties, TOKENS_CSS_PATH } from './share-page-tokens';
import { moneyText, SHARE_PAGE_CSP, sharePageHtml } from './share-page.html';
import type { SharedView } from './shared-view';

const TOKENS = readFileSync(TOKENS_CSS_PATH, 'utf8');

const meal: SharedView = {
  kind: 'meal',
  ownerFirstName: 'Ada',
  entries: [
    {
      name: 'Rare beef pho',
      isThumbsUp: true,
      tags: [],
      date: '2026-11-28',
      address: '1 Main St',
      placeName: 'Pho Bar',
      photos: [],
    },
  ],
  photos: [],
};

const styleOf = (html: string) => /<style>([\s\S]*)<\/style>/.exec(html)![1]!;

it('shows dates as the app does, the day kept in the datetime attribute', () => {
  const html = sharePageHtml(meal, 'token', 'https://diary.example');
  expect(html).toContain('<time datetime="2026-11-28">Nov 28, 2026</time>');
  expect(html).toContain('content="Pho Bar · 1 Main St · Nov 28, 2026"');
  expect(html).not.toMatch(/>2026-11-28</);
});

it('reads the day of a stored date-time without moving it', () => {
  const view = { ...meal, entries: [{ ...meal.entries[0]!, date: '2026-01-01T00:10:00-08:00' }] };
  expect(sharePageHtml(view, 'token', 'https://diary.example')).toContain(
    '<time datetime="2026-01-01">Jan 1, 2026</time>',
  );
});

it('takes its colours from the app’s design tokens, light and dark', () => {
  const css = styleOf(sharePageHtml(meal, 'token', 'https://diary.example'));
  const light = customProperties(TOKENS, ':root');
  const dark = customProperties(TOKENS, "[data-theme='dark']");
  const [lightRule, darkRule] = css.split('\n');
  for (const name of ['--dd-color-bg', '--dd-color-text', '--dd-color-accent']) {
    expect(lightRule).toContain(`${name}:${light.get(name)}`);
    expect(darkRule).toContain(`${name}:${dark.get(name)}`);
  }
  expect(darkRule).toMatch(/^@media \(prefers-color-scheme:dark\)/);
  // No colour is written into the page's own rules: they all come from the tokens.
  expect(css.split('\n').slice(2).join('\n')).not.toMatch(/#[0-9a-f]{3,8}\b/i);
});

it('allows exactly its inline style in the CSP', () => {
  const html = sharePageHtml(meal, 'token', 'https://diary.example');
  const hash = createHash('sha256').update(styleOf(html)).digest('base64');
  expect(SHARE_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
});

describe('a shared meal worth opening', () => {
  const withAll: SharedView = {
    ...meal,
    entries: [
      {
        ...meal.entries[0]!,
        tags: ['Spicy', 'Noodles'],
        yelpId: 'pho-bar-boise',
        notes: '**Flaky crust** <b>raw</b> [menu](https://example.com/menu)',
        photos: [0],
      },
    ],
    photos: [{ file: 'abc.jpg', caption: '' }],
  };
  const html = sharePageHtml(withAll, 'tok', 'https://diary.example');

  it('renders notes as safe markdown', () => {
    expect(html).toContain('<strong>Flaky crust</strong>');
    expect(html).not.toContain('<b>raw</b>');
    expect(html).toContain('rel="nofollow ugc noopener"');
  });

  it('shows the address with map links, the Yelp link and the tags', () => {
    expect(html).toContain('<p class="meta">1 Main St</p>');
    expect(html).toContain('>Google Maps</a>');
    expect(html).toContain('>Apple Maps</a>');
    expect(html).toContain('href="https://www.yelp.com/biz/pho-bar-boise"');
    expect(html).toContain(
      '<ul class="tags" aria-label="Tags"><li>Spicy</li><li>Noodles</li></ul>',
    );
  });

  it('offers its photos at the width of the screen from the responsive set', () => {
    expect(html).toContain('<ul class="photos whole"');
    expect(html).toContain(
      'srcset="/s/tok/photos/0?w=320 320w, /s/tok/photos/0?w=640 640w, /s/tok/photos/0?w=1280 1280w"',
    );
    expect(html).toMatch(/sizes="\(min-width: 48rem\) 46rem, calc\(100vw - 4rem\)"/);
  });
});

describe('prices', () => {
  it('shows an amount in its own currency, as en-US writes it', () => {
    expect(moneyText(18.5, 'USD')).toBe('$18.50');
    expect(moneyText(1234.5, 'EUR')).toBe('€1,234.50');
    expect(moneyText(1500, 'JPY')).toBe('¥1,500');
  });

  it('shows a meal price and a restaurant spend only when the view carries them', () => {
    const entry = meal.entries[0]!;
    expect(sharePageHtml(meal, 'token', 'https://diary.example')).not.toMatch(/Price|Spent/);
    const priced = { ...meal, entries: [{ ...entry, price: { amount: 9.9, currency: 'GBP' } }] };
    expect(sharePageHtml(priced, 'token', 'https://diary.example')).toContain(
      '<p class="meta">Price: £9.90</p>',
    );
    const spent: SharedView = {
      ...meal,
      kind: 'restaurant',
      entries: [
        {
          ...entry,
          spend: [
            { currency: 'USD', amount: 142 },
            { currency: 'EUR', amount: 18.5 },
          ],
        },
      ],
    };
    expect(sharePageHtml(spent, 'token', 'https://diary.example')).toContain(
      '<p class="meta">Spent here: $142.00 · €18.50</p>',
    );
  });
});

describe('companions', () => {
  it('shows who the owner ate with, escaped, only when the view carries them', () => {
    const entry = meal.entries[0]!;
    expect(sharePageHtml(meal, 'token', 'https://diary.example')).not.toContain(
      '<p class="meta">With',
    );
    const shared = { ...meal, entries: [{ ...entry, companions: ['Sam', 'Alex & <Jo>'] }] };
    expect(sharePageHtml(shared, 'token', 'https://diary.example')).toContain(
      '<p class="meta">With Sam, Alex &amp; &lt;Jo&gt;</p>',
    );
  });
});
