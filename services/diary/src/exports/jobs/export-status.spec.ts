import { toExportStatus, type ExportJobView } from './export-status';

const job = (overrides: Partial<ExportJobView>): ExportJobView => ({
  id: 'e1',
  state: 'waiting',
  progress: 0,
  data: {
    userId: 'u',
    profile: {} as never,
    categories: [],
    requestedAt: '2024-05-01T10:00:00.000Z',
  },
  result: undefined,
  ...overrides,
});
const HOUR = 3600_000;
const now = new Date('2024-05-01T12:00:00.000Z');

describe('toExportStatus', () => {
  it('tells waiting, delayed and active jobs as queued and running', () => {
    expect(toExportStatus(job({ state: 'waiting' }), HOUR, now).state).toBe('queued');
    expect(toExportStatus(job({ state: 'delayed' }), HOUR, now).state).toBe('queued');
    expect(toExportStatus(job({ state: 'active', progress: 42 }), HOUR, now)).toMatchObject({
      state: 'running',
      progress: 42,
      expiresAt: null,
      size: null,
    });
  });

  it('is ready within the download window after it finished, then expired', () => {
    const result = {
      size: 123,
      finishedAt: '2024-05-01T11:30:00.000Z',
      photos: 0,
      missingPhotos: 0,
    };
    expect(toExportStatus(job({ state: 'completed', result }), HOUR, now)).toEqual({
      id: 'e1',
      state: 'ready',
      progress: 100,
      createdAt: '2024-05-01T10:00:00.000Z',
      expiresAt: '2024-05-01T12:30:00.000Z',
      size: 123,
      message: null,
    });
    expect(toExportStatus(job({ state: 'completed', result }), HOUR / 4, now).state).toBe(
      'expired',
    );
  });

  it('tells a job read as completed before its result was written as still running', () => {
    expect(toExportStatus(job({ state: 'completed', progress: 99 }), HOUR, now)).toMatchObject({
      state: 'running',
      progress: 99,
      message: null,
    });
  });

  it('gives a failed job a message for people, not the error', () => {
    expect(toExportStatus(job({ state: 'failed', progress: 60 }), HOUR, now)).toMatchObject({
      state: 'failed',
      message: 'The export could not be finished. Please try again.',
    });
  });
});
