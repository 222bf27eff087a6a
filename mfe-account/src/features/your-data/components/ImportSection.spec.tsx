import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answer,
  HttpResponse,
  PERSONAL_DIARY,
  serveSharedDiary,
  SHARED_DIARY_ID,
} from '@dd/shell-kit/testing';
import {
  fakeImportsApi,
  importStatus,
  importSummary,
  renderProfilePage,
} from '../testing/fakeYourDataApi';
import { fakeShareLinksApi } from '../testing/fakeShareLinksApi';

// Polling runs on real timers (one request a second); a busy machine needs more than Jest's 5 s.
const SLOW_TEST_MS = 20_000;

beforeEach(() => {
  answer('get', '/api/exports', () => HttpResponse.json([]));
  fakeShareLinksApi();
});

async function openImport() {
  renderProfilePage();
  await userEvent.click(screen.getByRole('tab', { name: 'Your data' }));
  await screen.findByRole('heading', { name: 'Import a Dining Diary export' }, { timeout: 5000 });
  const section = screen.getByRole('region', { name: 'Import a Dining Diary export' });
  await waitFor(() => expect(within(section).queryByText('Loading your imports...')).toBeNull());
  return section;
}

function zipFile(name = 'dining-diary-2026-11-22.zip', type = 'application/zip') {
  return new File(['PK\u0003\u0004 zip bytes'], name, { type });
}

describe('Your data: import', () => {
  it(
    'sends the picked zip, shows the progress, then the summary of what came in and what was left out',
    async () => {
      const done = importStatus({
        state: 'done',
        progress: 100,
        summary: importSummary({
          imported: { restaurants: 87, meals: 312, tags: 40, photos: 290, posts: 0, categories: 2 },
          alreadyThere: { restaurants: 0, meals: 0, tags: 1, photos: 0, posts: 0, categories: 0 },
          skippedCount: 3,
          skipped: [
            { item: 'meal #4', reason: 'it is not readable' },
            {
              item: 'photo photos/a.jpg of meal "Soup" (2024-01-02)',
              reason: 'The file is not a supported image',
            },
          ],
        }),
      });
      const { posts } = fakeImportsApi({
        started: importStatus({ state: 'queued' }),
        progress: [importStatus({ state: 'running', progress: 40 }), done],
      });
      const section = await openImport();
      const importButton = within(section).getByRole('button', { name: 'Import' });
      expect(importButton).toBeDisabled();

      await userEvent.upload(within(section).getByLabelText('Export zip (.zip file)'), zipFile());
      expect(importButton).toBeEnabled();
      await userEvent.click(importButton);

      expect(
        await within(section).findByRole('progressbar', { name: 'Import progress' }),
      ).toBeInTheDocument();
      expect(
        await within(section).findByText(
          '312 meals, 87 restaurants, 40 tags, 290 photos, 2 categories imported; 3 skipped.',
          {},
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
      expect(within(section).getByText('1 tag was already in your diary.')).toBeInTheDocument();
      await userEvent.click(within(section).getByText('Left out (3)'));
      expect(within(section).getByText('meal #4')).toBeInTheDocument();
      expect(within(section).getByText('…and 1 more.')).toBeInTheDocument();

      expect(posts).toHaveLength(1);
      expect(posts[0].url.searchParams.get('fileName')).toBe('dining-diary-2026-11-22.zip');
      expect(posts[0].headers.get('Content-Type')).toBe('application/zip');
      expect(posts[0].body).toBe('PK\u0003\u0004 zip bytes');
      // One diary to add to: nothing to choose, the personal diary it is.
      expect(within(section).queryByLabelText('Import into')).toBeNull();
      expect(posts[0].url.searchParams.has('diaryId')).toBe(false);
    },
    SLOW_TEST_MS,
  );

  it(
    'restores into the diary picked among those the user may add to, and names it and the shared diaries restored',
    async () => {
      serveSharedDiary('editor', [{ userId: 'u2', firstName: 'Sam' }]);
      const { posts } = fakeImportsApi({
        started: importStatus({ state: 'queued', diaryId: SHARED_DIARY_ID }),
        progress: [
          importStatus({
            state: 'done',
            progress: 100,
            diaryId: SHARED_DIARY_ID,
            summary: importSummary({
              imported: { ...importSummary().imported, meals: 2 },
              sharedDiaries: ['Office lunches'],
            }),
          }),
        ],
      });
      const section = await openImport();
      const into = await within(section).findByLabelText('Import into');
      expect(
        within(into)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['My diary', 'Home']);
      expect(into).toHaveValue(PERSONAL_DIARY._id);
      await userEvent.selectOptions(into, 'Home');
      await userEvent.upload(within(section).getByLabelText('Export zip (.zip file)'), zipFile());
      await userEvent.click(within(section).getByRole('button', { name: 'Import' }));
      await waitFor(() => expect(posts).toHaveLength(1));
      expect(posts[0].url.searchParams.get('diaryId')).toBe(SHARED_DIARY_ID);
      expect(
        await within(section).findByText('2 meals imported.', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(within(section).getByText('Imported into: Home')).toBeInTheDocument();
      expect(
        within(section).getByText('Shared diaries restored: Office lunches'),
      ).toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it(
    'offers no diary the user may only read',
    async () => {
      serveSharedDiary('viewer', [{ userId: 'u2', firstName: 'Sam' }]);
      const { posts } = fakeImportsApi();
      const section = await openImport();
      await userEvent.upload(within(section).getByLabelText('Export zip (.zip file)'), zipFile());
      expect(within(section).queryByLabelText('Import into')).toBeNull();
      await userEvent.click(within(section).getByRole('button', { name: 'Import' }));
      await waitFor(() => expect(posts).toHaveLength(1));
      expect(posts[0].url.searchParams.has('diaryId')).toBe(false);
    },
    SLOW_TEST_MS,
  );

  it(
    'sends a zip Windows labels x-zip-compressed as application/zip',
    async () => {
      const { posts } = fakeImportsApi();
      const section = await openImport();
      await userEvent.upload(
        within(section).getByLabelText('Export zip (.zip file)'),
        zipFile('export.zip', 'application/x-zip-compressed'),
      );
      await userEvent.click(within(section).getByRole('button', { name: 'Import' }));
      await waitFor(() => expect(posts).toHaveLength(1));
      expect(posts[0].headers.get('Content-Type')).toBe('application/zip');
    },
    SLOW_TEST_MS,
  );

  it(
    "shows the server's refusal in its own words and keeps the file for another try",
    async () => {
      const { posts } = fakeImportsApi({
        refusal: {
          status: 400,
          message:
            'This export is version 2, which this Dining Diary cannot read (it reads version 1).',
        },
      });
      const section = await openImport();
      await userEvent.upload(within(section).getByLabelText('Export zip (.zip file)'), zipFile());
      await userEvent.click(within(section).getByRole('button', { name: 'Import' }));
      expect(
        await within(section).findByText(
          'Failed to import: This export is version 2, which this Dining Diary cannot read (it reads version 1).',
        ),
      ).toBeInTheDocument();
      // The file stays picked: another try sends it again.
      expect(within(section).getByLabelText('Export zip (.zip file)')).toBeEnabled();
      await userEvent.click(within(section).getByRole('button', { name: 'Import' }));
      await waitFor(() => expect(posts).toHaveLength(2));
    },
    SLOW_TEST_MS,
  );

  it(
    'refuses a file that is not a zip before sending anything',
    async () => {
      const { posts } = fakeImportsApi();
      const section = await openImport();
      await userEvent.upload(
        within(section).getByLabelText('Export zip (.zip file)'),
        new File(['Title,Note,URL'], 'saved.csv', { type: 'text/csv' }),
        { applyAccept: false },
      );
      expect(
        within(section).getByText('Choose the .zip file of a Dining Diary export.'),
      ).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Import' })).toBeDisabled();
      expect(posts).toHaveLength(0);
    },
    SLOW_TEST_MS,
  );

  it(
    "shows a failed import's message, and the import still under way after a reload",
    async () => {
      fakeImportsApi({
        latest: importStatus({ state: 'failed', message: 'The import could not be finished.' }),
      });
      const section = await openImport();
      expect(
        await within(section).findByText('The import could not be finished.'),
      ).toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it(
    'says so when the imports cannot be read',
    async () => {
      answer('get', '/api/imports', () => HttpResponse.json({ message: 'down' }, { status: 503 }));
      const section = await openImport();
      expect(await within(section).findByText('Failed to load your imports')).toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );
});
