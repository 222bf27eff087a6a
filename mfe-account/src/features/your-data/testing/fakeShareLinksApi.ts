import type { ShareSummary } from '@dd/contracts';
import { answer, HttpResponse } from '@dd/shell-kit/testing';

export function shareSummary(overrides: Partial<ShareSummary> = {}): ShareSummary {
  return {
    _id: 'share1',
    kind: 'restaurants',
    title: '2 restaurants',
    description: 'Tagged ramen',
    includeNotes: false,
    includePhotos: false,
    includePrices: false,
    // Noon UTC: the same calendar day in every time zone the tests may run in.
    createdAt: '2026-11-28T12:00:00.000Z',
    opens: 0,
    ...overrides,
  };
}

/**
 * The owner's share links: GET /api/shares answers the links not yet revoked
 * (a 500 while `down`, until `recover()`), DELETE /api/shares/:id revokes
 * one (or answers `revokeRefusal`). Returns what each received.
 */
export function fakeShareLinksApi({
  links = [],
  down = false,
  revokeRefusal,
}: {
  links?: ShareSummary[];
  down?: boolean;
  revokeRefusal?: { status: number; message: string };
} = {}) {
  let live = [...links];
  let isDown = down;
  const loads = answer('get', '/api/shares', () => {
    if (isDown) return HttpResponse.json({ message: 'down' }, { status: 500 });
    return HttpResponse.json(live);
  });
  const revokes = answer('delete', '/api/shares/:id', ({ url }) => {
    if (revokeRefusal)
      return HttpResponse.json(
        { message: revokeRefusal.message },
        { status: revokeRefusal.status },
      );
    const id = url.pathname.split('/').pop();
    live = live.filter((link) => link._id !== id);
    return HttpResponse.json({ message: 'Share link revoked' });
  });
  return {
    loads,
    revokes,
    recover: () => {
      isDown = false;
    },
  };
}
