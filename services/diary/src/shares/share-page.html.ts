import { createHash } from 'node:crypto';
import {
  appleMapsUrl,
  diaryDay,
  formatDiaryDate,
  googleMapsUrl,
  IMAGE_VARIANT_WIDTHS,
} from '@dd/contracts';
import { notesHtml } from './share-notes';
import { withDesignTokens } from './share-page-tokens';
import type { SharedEntry, SharedView } from './shared-view';

// The page loads nothing but itself and its photos: its style is inline, on
// the app's own design tokens (packages/ui-kit/src/tokens.css).
const CSS = withDesignTokens(`*{box-sizing:border-box}
body{margin:0;background:var(--dd-color-bg);color:var(--dd-color-text);font:1rem/1.5 var(--dd-font-sans)}
header,main,footer{max-width:48rem;margin:0 auto;padding:0 1rem}
header{padding-top:1rem;font-family:var(--dd-font-serif);font-weight:700;color:var(--dd-color-accent)}
h1{font-family:var(--dd-font-serif);font-size:2rem;line-height:1.2;margin:.5rem 0}
h2{font-size:1.125rem;margin:0 0 .25rem}
.lede,.meta{color:var(--dd-color-text-muted);margin:0 0 .5rem}
ul{list-style:none;margin:0;padding:0}
.entries{display:grid;gap:1rem;margin:1.5rem 0}
.card{background:var(--dd-color-surface);border:1px solid var(--dd-color-border);border-radius:var(--dd-radius-md);padding:1rem;overflow-wrap:anywhere}
.address{margin:.5rem 0}
.address .meta{margin:0}
a{color:var(--dd-color-accent);text-decoration-thickness:1px;text-underline-offset:2px}
a:focus-visible{outline:2px solid var(--dd-color-focus);outline-offset:2px}
.maps{display:flex;flex-wrap:wrap;gap:0 1rem;margin:0}
.maps a{display:inline-block;min-height:2.75rem;padding:.625rem 0}
.tags{display:flex;flex-wrap:wrap;gap:.375rem;margin:.5rem 0}
.tags li{background:var(--dd-color-surface-muted);border:1px solid var(--dd-color-border);border-radius:var(--dd-radius-pill);padding:.125rem .625rem;font-size:.875rem}
.notes{margin:.5rem 0;padding:.25rem .75rem;background:var(--dd-color-surface-muted);border-radius:var(--dd-radius-sm)}
.notes p,.notes ul,.notes ol,.notes blockquote{margin:.5rem 0}
.notes ul,.notes ol{list-style:revert;padding-left:1.25rem}
.notes h3,.notes h4,.notes h5,.notes h6{font-size:1rem;margin:.75rem 0 .25rem}
.notes blockquote{padding-left:.75rem;border-left:3px solid var(--dd-color-border-strong);color:var(--dd-color-text-muted)}
.notes code{font-size:.875em}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem;margin-top:.75rem}
.photos.whole{grid-template-columns:1fr;gap:.75rem}
figure{margin:0}
img{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:var(--dd-radius-sm);background:var(--dd-color-surface-muted)}
figcaption{font-size:.875rem;color:var(--dd-color-text-muted)}
footer{padding-bottom:2rem;color:var(--dd-color-text-muted);font-size:.875rem}`);

/** The page's Content-Security-Policy: nothing runs, only this style and same-origin photos. */
export const SHARE_PAGE_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Where the page's photos are read: through the link, so revoking it stops them; `width` picks a variant. */
export function sharePhotoPath(token: string, index: number, width?: number): string {
  const path = `/s/${encodeURIComponent(token)}/photos/${index}`;
  return width ? `${path}?w=${width}` : path;
}

/** How wide a photo shows: the card's width on one record's page, a grid cell on a list. */
const PHOTO_SIZES = {
  whole: '(min-width: 48rem) 46rem, calc(100vw - 4rem)',
  grid: '(min-width: 48rem) 15rem, calc(50vw - 2.5rem)',
};

function photoHtml(token: string, index: number, alt: string, sizes: string): string {
  const srcset = IMAGE_VARIANT_WIDTHS.map(
    (width) => `${sharePhotoPath(token, index, width)} ${width}w`,
  ).join(', ');
  return `<img src="${sharePhotoPath(token, index)}" alt="${escapeHtml(alt)}" srcset="${srcset}" sizes="${sizes}" loading="${index < 2 ? 'eager' : 'lazy'}" decoding="async">`;
}

const yelpUrl = (yelpId: string) => `https://www.yelp.com/biz/${encodeURIComponent(yelpId)}`;

interface PageParts {
  title: string;
  description: string;
  heading: string;
  lede: string;
  body: string;
  imageUrl?: string;
}

function page({ title, description, heading, lede, body, imageUrl }: PageParts): string {
  const meta = [
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="Dining Diary">',
    ...(imageUrl ? [`<meta property="og:image" content="${escapeHtml(imageUrl)}">`] : []),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
${meta.join('\n')}
<style>${CSS}</style></head>
<body><header>Dining Diary</header>
<main><h1>${escapeHtml(heading)}</h1>${lede ? `<p class="lede">${escapeHtml(lede)}</p>` : ''}${body}</main>
<footer><p>A read-only page shared from a Dining Diary.</p></footer>
</body></html>`;
}

/** The answer to an unknown or revoked token (and a meal deleted since). */
export const NOT_AVAILABLE_PAGE = page({
  title: 'This link is not available',
  description: 'This shared Dining Diary link is not available.',
  heading: 'This link is not available',
  lede: 'Its owner may have stopped sharing it, or the address is mistyped.',
  body: '',
});

/** A day as the app shows it ("Nov 28, 2026"); the page is in English. */
function shownDate(day: string): string {
  return formatDiaryDate(day, 'en-US');
}

const THUMBS: Record<'restaurant' | 'meal', Record<'up' | 'down', string>> = {
  restaurant: { up: 'Would visit again', down: 'Would not visit again' },
  meal: { up: 'Would order again', down: 'Would not order again' },
};

function rating(entry: SharedEntry, of: 'restaurant' | 'meal'): string {
  if (entry.isThumbsUp === null) return 'Not rated';
  return THUMBS[of][entry.isThumbsUp ? 'up' : 'down'];
}

/** An amount as the page shows it, in its own currency: `$18.50`, `€9.90`, `¥1,500`. */
export function moneyText(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

function entryHtml(
  entry: SharedEntry,
  view: SharedView,
  token: string,
  headingLevel: 'h1' | 'h2',
): string {
  const of = view.kind === 'meal' ? 'meal' : 'restaurant';
  const parts: string[] = [];
  if (headingLevel === 'h2') parts.push(`<h2>${escapeHtml(entry.name)}</h2>`);
  const when = entry.date
    ? `<time datetime="${escapeHtml(diaryDay(entry.date))}">${escapeHtml(shownDate(entry.date))}</time> · `
    : '';
  parts.push(`<p class="meta">${when}${escapeHtml(rating(entry, of))}</p>`);
  if (entry.placeName) parts.push(`<p class="meta">At ${escapeHtml(entry.placeName)}</p>`);
  if (entry.price)
    parts.push(
      `<p class="meta">Price: ${escapeHtml(moneyText(entry.price.amount, entry.price.currency))}</p>`,
    );
  if (entry.companions)
    parts.push(`<p class="meta">With ${escapeHtml(entry.companions.join(', '))}</p>`);
  if (entry.spend)
    parts.push(
      `<p class="meta">Spent here: ${escapeHtml(
        entry.spend.map((total) => moneyText(total.amount, total.currency)).join(' · '),
      )}</p>`,
    );
  const links = [
    ...(entry.address
      ? [
          `<a href="${escapeHtml(googleMapsUrl(entry.address))}" target="_blank" rel="noopener noreferrer">Google Maps</a>`,
          `<a href="${escapeHtml(appleMapsUrl(entry.address))}" target="_blank" rel="noopener noreferrer">Apple Maps</a>`,
        ]
      : []),
    ...(entry.yelpId
      ? [
          `<a href="${escapeHtml(yelpUrl(entry.yelpId))}" target="_blank" rel="noopener noreferrer">View on Yelp</a>`,
        ]
      : []),
  ];
  if (entry.address || links.length > 0)
    parts.push(
      `<div class="address">${entry.address ? `<p class="meta">${escapeHtml(entry.address)}</p>` : ''}<p class="maps">${links.join('')}</p></div>`,
    );
  if (entry.tags.length > 0)
    parts.push(
      `<ul class="tags" aria-label="Tags">${entry.tags.map((tag) => `<li>${escapeHtml(tag)}</li>`).join('')}</ul>`,
    );
  if (entry.notes?.trim()) parts.push(`<div class="notes">${notesHtml(entry.notes)}</div>`);
  if (entry.photos.length > 0) {
    const layout = view.kind === 'restaurants' ? 'grid' : 'whole';
    parts.push(
      `<ul class="photos${layout === 'whole' ? ' whole' : ''}" aria-label="Photos">${entry.photos
        .map((index) => {
          const caption = view.photos[index]!.caption;
          const alt = caption || `Photo of ${entry.name}`;
          return `<li><figure>${photoHtml(token, index, alt, PHOTO_SIZES[layout])}${caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ''}</figure></li>`;
        })
        .join('')}</ul>`,
    );
  }
  return parts.join('');
}

function summaryOf(view: SharedView): string {
  const names = view.entries.map((entry) => entry.name);
  if (view.kind !== 'restaurants') {
    const entry = view.entries[0]!;
    return [entry.placeName, entry.address, entry.date && shownDate(entry.date)]
      .filter(Boolean)
      .join(' · ');
  }
  if (names.length === 0) return 'Nothing to show yet.';
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}

/**
 * The public page of a live share: everything escaped, notes as safe
 * markdown (share-notes.ts: no raw HTML, links nofollow). `origin` makes the
 * Open Graph image absolute, as link previews need.
 */
export function sharePageHtml(view: SharedView, token: string, origin: string): string {
  const by = view.ownerFirstName ? ` · shared by ${view.ownerFirstName}` : '';
  const firstPhoto = view.photos.length > 0 ? `${origin}${sharePhotoPath(token, 0)}` : undefined;
  if (view.kind === 'restaurants') {
    const count = view.entries.length;
    const heading = `${count} ${count === 1 ? 'restaurant' : 'restaurants'}`;
    return page({
      title: `${heading}${by}`,
      description: summaryOf(view),
      heading: view.ownerFirstName ? `${view.ownerFirstName}’s restaurants` : 'Restaurants',
      lede: heading,
      body: `<ul class="entries">${view.entries
        .map(
          (entry) =>
            `<li><article class="card">${entryHtml(entry, view, token, 'h2')}</article></li>`,
        )
        .join('')}</ul>`,
      imageUrl: firstPhoto,
    });
  }
  const entry = view.entries[0]!;
  return page({
    title: `${entry.name}${by}`,
    description: summaryOf(view),
    heading: entry.name,
    lede: view.ownerFirstName ? `Shared by ${view.ownerFirstName}` : '',
    body: `<div class="entries"><article class="card">${entryHtml(entry, view, token, 'h1')}</article></div>`,
    imageUrl: firstPhoto,
  });
}
