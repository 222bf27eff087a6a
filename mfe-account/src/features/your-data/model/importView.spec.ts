import type { ImportSummary } from '@dd/contracts';
import { alreadyThereText, importPhase, looksLikeZip, summaryText } from './importView';

const none = { restaurants: 0, meals: 0, tags: 0, photos: 0, posts: 0, categories: 0 };

function summary(overrides: Partial<ImportSummary>): ImportSummary {
  return { imported: none, alreadyThere: none, skippedCount: 0, skipped: [], ...overrides };
}

describe('summaryText', () => {
  it('names what came in, kind by kind, and how many were skipped', () => {
    expect(
      summaryText(
        summary({
          imported: { ...none, meals: 312, restaurants: 87, tags: 40, photos: 290 },
          skippedCount: 3,
        }),
      ),
    ).toBe('312 meals, 87 restaurants, 40 tags, 290 photos imported; 3 skipped.');
  });

  it('speaks of one in the singular and leaves out kinds with none', () => {
    expect(summaryText(summary({ imported: { ...none, meals: 1, categories: 1 } }))).toBe(
      '1 meal, 1 category imported.',
    );
  });

  it('says so when a re-import brought nothing new', () => {
    expect(summaryText(summary({ alreadyThere: { ...none, meals: 3 } }))).toBe(
      'Nothing new to import.',
    );
  });
});

describe('alreadyThereText', () => {
  it('counts what was already in the diary', () => {
    expect(alreadyThereText(summary({ alreadyThere: { ...none, restaurants: 2, meals: 3 } }))).toBe(
      '3 meals, 2 restaurants were already in your diary.',
    );
    expect(alreadyThereText(summary({ alreadyThere: { ...none, tags: 1 } }))).toBe(
      '1 tag was already in your diary.',
    );
    expect(alreadyThereText(summary({}))).toBe('');
  });
});

describe('importPhase', () => {
  const status = (state: 'queued' | 'running' | 'done' | 'failed') => ({
    id: 'i',
    state,
    progress: 0,
    createdAt: '',
    fileName: 'x.zip',
    diaryId: 'u1',
    summary: null,
    message: null,
  });
  it.each([
    [null, 'idle'],
    [status('queued'), 'working'],
    [status('running'), 'working'],
    [status('done'), 'done'],
    [status('failed'), 'failed'],
  ] as const)('%j → %s', (value, phase) => {
    expect(importPhase(value)).toBe(phase);
  });
});

describe('looksLikeZip', () => {
  it('takes a zip by name or by type, and nothing else', () => {
    expect(looksLikeZip({ name: 'dining-diary-2026-11-22.ZIP', type: '' })).toBe(true);
    expect(looksLikeZip({ name: 'export', type: 'application/x-zip-compressed' })).toBe(true);
    expect(looksLikeZip({ name: 'saved.csv', type: 'text/csv' })).toBe(false);
  });
});
