import type { ShareSummary } from '@dd/contracts';
import { formatDiaryDate, localDiaryDate } from '@dd/contracts/rules';

export const SHARE_LINKS_TEXTS = {
  title: 'Share links',
  intro:
    'Read-only links you made with Share. Whoever has one can open its page without an account until you revoke it.',
  loading: 'Loading your share links...',
  loadFailed: 'Failed to load your share links',
  retry: 'Try again',
  empty:
    'You have no share links. To make one, press Share on your restaurants list, a restaurant or a meal.',
  revoke: 'Revoke',
  confirmTitle: 'Revoke Link',
  confirmMessage:
    'Anyone who has this link will no longer be able to open it or its photos. This cannot be undone.',
  revoked: 'Link revoked.',
  revokeFailed: 'Failed to revoke the link: ',
} as const;

/**
 * What a link's page shows besides names, ratings, tags, addresses and dates;
 * who you were with is named only when the link shows it.
 */
export function includesText({
  includeNotes,
  includePhotos,
  includePrices,
  includeCompanions = false,
}: ShareSummary): string {
  const choices = [
    ['notes', includeNotes],
    ['photos', includePhotos],
    ['prices', includePrices],
  ] as const;
  const included: string[] = choices.filter(([, chosen]) => chosen).map(([name]) => name);
  if (includeCompanions) included.push('who you were with');
  const left = choices.filter(([, chosen]) => !chosen).map(([name]) => name);
  if (included.length === 0) return `No ${inWords(left, 'or')}`;
  const includes = `Includes ${inWords(included, 'and')}`;
  return left.length === 0 ? includes : `${includes}, no ${inWords(left, 'or')}`;
}

/** "notes", "notes and photos", "notes, photos and prices". */
function inWords(names: readonly string[], last: 'and' | 'or'): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${last} ${names.at(-1)}`;
}

/** 'Opened 3 times', 'Opened 1 time', 'Not opened yet'. */
export function opensText(opens: number): string {
  if (opens === 0) return 'Not opened yet';
  return `Opened ${opens} ${opens === 1 ? 'time' : 'times'}`;
}

/** 'Created Nov 28, 2026': the day in the user's own calendar, shown as the app shows dates. */
export function createdText(createdAt: string, locale?: string): string {
  return `Created ${formatDiaryDate(localDiaryDate(new Date(createdAt)), locale)}`;
}

/** The revoke button's accessible name: which link it revokes. */
export function revokeLabel(link: ShareSummary): string {
  return `${SHARE_LINKS_TEXTS.revoke} ${link.title}`;
}

/** The confirmation's second line: which link goes. */
export function revokeDetail(link: ShareSummary): string {
  return `This revokes the link to ${link.title}.`;
}
