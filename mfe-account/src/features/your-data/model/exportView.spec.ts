import type { ExportStatus } from '@dd/contracts';
import { exportPhase, formatBytes, isExportUnderWay, readyText } from './exportView';

const status = (overrides: Partial<ExportStatus>): ExportStatus => ({
  id: 'e1',
  state: 'queued',
  progress: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
  expiresAt: null,
  size: null,
  message: null,
  ...overrides,
});

describe('export view', () => {
  it('shows idle without an export or after it expired, working while queued or running', () => {
    expect(exportPhase(null)).toBe('idle');
    expect(exportPhase(status({ state: 'expired' }))).toBe('idle');
    expect(exportPhase(status({ state: 'queued' }))).toBe('working');
    expect(exportPhase(status({ state: 'running' }))).toBe('working');
    expect(exportPhase(status({ state: 'ready' }))).toBe('ready');
    expect(exportPhase(status({ state: 'failed' }))).toBe('failed');
    expect(isExportUnderWay(status({ state: 'ready' }))).toBe(false);
  });

  it('formats sizes in binary units', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(4300)).toBe('4.2 KB');
    expect(formatBytes(12.3 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2.0 GB');
  });

  it('says the size and until when a ready export can be downloaded', () => {
    expect(
      readyText(
        status({ state: 'ready', size: 2048, expiresAt: '2026-11-23T10:00:00.000Z' }),
        'en-GB',
      ),
    ).toMatch(/^Ready: 2\.0 KB, available until 23 Nov 2026, \d\d:00\.$/);
  });
});
