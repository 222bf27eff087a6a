import { ApiError } from '@dd/shell-kit';
import { deviceCopyUpdatedAt, isUnreachable, offlineNoteText } from './deviceCopy';

const FETCHED = new Date(2026, 11, 4, 10, 42).getTime();
const offline = new TypeError('Failed to fetch');

describe('isUnreachable', () => {
  it('is a fetch that failed, not an answer of the API nor a cancelled request', () => {
    expect(isUnreachable(offline)).toBe(true);
    expect(isUnreachable(new ApiError('Internal server error', 500))).toBe(false);
    expect(isUnreachable(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('deviceCopyUpdatedAt', () => {
  const shown = { data: ['meal'], isError: true, error: offline, dataUpdatedAt: FETCHED };

  const live = { ...shown, isError: false, error: null };

  it("is the answer's time when a refetch could not reach the network", () => {
    expect(deviceCopyUpdatedAt(shown, true)).toBe(FETCHED);
  });

  it("is the answer's time whenever the browser is offline, refetched or not", () => {
    expect(deviceCopyUpdatedAt(live, false)).toBe(FETCHED);
  });

  it('is null for a live answer online, a failure without an answer, or an error of the API', () => {
    expect(deviceCopyUpdatedAt(live, true)).toBeNull();
    expect(deviceCopyUpdatedAt({ ...shown, data: undefined, dataUpdatedAt: 0 }, false)).toBeNull();
    expect(deviceCopyUpdatedAt({ ...shown, error: new ApiError('Boom', 500) }, true)).toBeNull();
  });
});

describe('offlineNoteText', () => {
  it('says the time of an answer from today', () => {
    expect(offlineNoteText(FETCHED, new Date(2026, 11, 4, 18, 0), 'en-US')).toBe(
      'Offline · updated 10:42 AM',
    );
  });

  it('says the day of an older one, and its year when it is not this year', () => {
    expect(offlineNoteText(FETCHED, new Date(2026, 11, 6), 'en-US')).toBe(
      'Offline · updated Dec 4',
    );
    expect(offlineNoteText(FETCHED, new Date(2027, 0, 2), 'en-US')).toBe(
      'Offline · updated Dec 4, 2026',
    );
  });
});
