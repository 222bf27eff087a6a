import type { ShareScope, ThumbsFilter } from '@dd/contracts';
import { isLocalRef } from '@dd/shell-kit';

export const SHARE_TEXTS = {
  button: 'Share',
  title: 'Share a read-only link',
  includeNotes: 'Include notes',
  includePhotos: 'Include photos',
  includePrices: 'Include prices',
  includeCompanions: 'Include who you were with',
  privacy:
    'Only people you give the link to can open it; they need no account and cannot change anything. You can revoke it at any time on your profile’s “Your data” tab.',
  create: 'Create link',
  cancel: 'Cancel',
  done: 'Done',
  linkLabel: 'Share link',
  copy: 'Copy link',
  /** Where the browser has a share sheet (Web Share API): the phone's own. */
  shareSheet: 'Share…',
  sheetTitle: 'From my Dining Diary',
  copied: 'Link copied',
  copyByHand: 'The link is selected: copy it with your device’s Copy command.',
} as const;

const SCOPE_INTROS: Record<ShareScope['kind'], string> = {
  restaurants: 'A page with the restaurants this list shows now, as filtered.',
  restaurant: 'A page with this restaurant.',
  meal: 'A page with this meal and its restaurant.',
};

/** What the link will show, in a sentence. */
export function shareIntro(scope: ShareScope): string {
  return SCOPE_INTROS[scope.kind];
}

/** The whole address of a link's page, as it is given to someone. */
export function shareUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** The scope of a restaurants list as it is filtered, searched and narrowed to a tag, in its diary (none: the personal one). */
export function restaurantsShareScope(
  filter: ThumbsFilter,
  q: string,
  tagId: string | null,
  diaryId?: string,
): ShareScope {
  return {
    kind: 'restaurants',
    filter,
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(tagId ? { tagId } : {}),
    ...(diaryId ? { diaryId } : {}),
  };
}

/** Whether the server knows every record `scope` names: one made offline has a local ref until it syncs. */
export function isShareable(scope: ShareScope): boolean {
  return scope.kind === 'restaurants' ? !isLocalRef(scope.tagId) : !isLocalRef(scope.id);
}

/** Whether the browser can hand `url` to the device's share sheet (Web Share API). */
export function canShareUrl(url: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare({ url });
}
