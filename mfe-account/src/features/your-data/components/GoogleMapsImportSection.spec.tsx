import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, HttpResponse } from '@dd/shell-kit/testing';
import { fakeImportsApi, renderProfilePage } from '../testing/fakeYourDataApi';
import { fakeShareLinksApi } from '../testing/fakeShareLinksApi';
import {
  fakeGoogleMapsImportApi,
  placeRow,
  previewOf,
  SAVED_LIST_CSV,
  savedListFile,
} from '../testing/fakeGoogleMapsImportApi';

async function openImport() {
  answer('get', '/api/exports', () => HttpResponse.json([]));
  fakeImportsApi();
  fakeShareLinksApi();
  renderProfilePage();
  await userEvent.click(screen.getByRole('tab', { name: 'Your data' }));
  return screen.findByRole('region', { name: 'Import from Google Maps' }, { timeout: 5000 });
}

const fileInput = (section: HTMLElement) => within(section).getByLabelText('Saved list (CSV file)');

describe('Your data: import from Google Maps', () => {
  it('previews the saved list, imports the new places and links to the restaurants', async () => {
    const { previews, imports } = fakeGoogleMapsImportApi({
      preview: previewOf([
        placeRow(),
        placeRow({ line: 3, name: 'Zuni Café', note: '', mapsUrl: 'https://maps.app.goo.gl/zuni' }),
        placeRow({
          line: 4,
          name: 'Nopa',
          note: '',
          status: 'exists',
          reason: 'Already in your diary',
        }),
        placeRow({
          line: 5,
          name: 'zuni café',
          note: '',
          status: 'duplicate',
          reason: 'Same name as row 3',
        }),
        placeRow({
          line: 6,
          name: '',
          note: '',
          status: 'invalid',
          reason: 'No name: the Title is empty',
        }),
      ]),
      result: {
        created: 2,
        skipped: [
          { line: 4, name: 'Nopa', reason: 'Already in your diary' },
          { line: 5, name: 'zuni café', reason: 'Same name as row 3' },
          { line: 6, name: '', reason: 'No name: the Title is empty' },
        ],
        restaurantIds: ['64b7f0c2a1b2c3d4e5f60718', '64b7f0c2a1b2c3d4e5f60719'],
      },
    });
    const section = await openImport();
    expect(
      within(section).getByText(/In Google Takeout, export "Saved", then pick the list's CSV file/),
    ).toBeInTheDocument();

    await userEvent.upload(fileInput(section), savedListFile());
    expect(
      await within(section).findByText(
        '5 places: 2 new, 1 already in your diary, 1 duplicate, 1 cannot be imported. The new ones come in as Want to go: saved for later, not yet visited.',
      ),
    ).toBeInTheDocument();
    expect(previews).toHaveLength(1);
    expect(previews[0]!.headers.get('Content-Type')).toBe('text/csv');
    expect(previews[0]!.body).toBe(SAVED_LIST_CSV);

    const rows = within(
      within(section).getByRole('list', { name: 'Places in the file' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chez PanisseAnniversary, 2019New',
      'Zuni CaféNew',
      'NopaAlready in your diaryAlready in your diary',
      'zuni caféSame name as row 3Duplicate',
      'Row 6No name: the Title is emptyCannot import',
    ]);
    expect(imports).toHaveLength(0);

    await userEvent.click(within(section).getByRole('button', { name: 'Import 2 places' }));
    expect(await within(section).findByText('2 places imported; 3 skipped.')).toBeInTheDocument();
    expect(imports).toHaveLength(1);
    expect(imports[0]!.body).toBe(SAVED_LIST_CSV);
    // The file's name tells the server which list it is: "Want to go" saves the places for later.
    expect(imports[0]!.url.searchParams.get('fileName')).toBe('Want to go.csv');
    expect(within(section).getByRole('link', { name: 'Go to your restaurants' })).toHaveAttribute(
      'href',
      '/restaurants',
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Import another list' }));
    expect(fileInput(section)).toHaveValue('');
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says nothing of Want to go for another saved list', async () => {
    fakeGoogleMapsImportApi({ preview: previewOf([placeRow()]) });
    const section = await openImport();
    await userEvent.upload(fileInput(section), savedListFile(undefined, 'Favorite places.csv'));
    expect(await within(section).findByText('1 place: 1 new.')).toBeInTheDocument();
  });

  it('offers no import when nothing is new', async () => {
    fakeGoogleMapsImportApi({
      preview: previewOf([placeRow({ status: 'exists', reason: 'Already in your diary' })]),
    });
    const section = await openImport();
    await userEvent.upload(fileInput(section), savedListFile());
    expect(
      await within(section).findByText(/^Nothing new to import: every place in this file/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Choose another file' })).toBeEnabled();
  });

  it("shows the server's reason when the file cannot be read", async () => {
    fakeGoogleMapsImportApi({
      preview: HttpResponse.json(
        { message: 'This file is not a Google Maps saved-places CSV: it has no Title column' },
        { status: 400 },
      ) as Response,
    });
    const section = await openImport();
    await userEvent.upload(fileInput(section), savedListFile('Name,Address\nA,B\n'));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Could not read the file: This file is not a Google Maps saved-places CSV: it has no Title column',
    );
  });

  it('refuses a file over 1 MB or not a CSV before sending it', async () => {
    const { previews } = fakeGoogleMapsImportApi({ preview: previewOf([]) });
    const section = await openImport();
    await userEvent.upload(fileInput(section), savedListFile('x'.repeat(1024 * 1024 + 1)));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'This file is too large: a Google Maps import is at most 1 MB.',
    );
    await userEvent.upload(fileInput(section), savedListFile('Title\nA\n', 'places.json'), {
      applyAccept: false,
    });
    expect(within(section).getByRole('alert')).toHaveTextContent('Pick a .csv file');
    expect(previews).toHaveLength(0);
  });

  it('shows why an import failed, and keeps the preview to try again', async () => {
    fakeGoogleMapsImportApi({
      preview: previewOf([placeRow()]),
      result: HttpResponse.json({ message: 'Too many requests.' }, { status: 429 }) as Response,
    });
    const section = await openImport();
    await userEvent.upload(fileInput(section), savedListFile());
    await userEvent.click(await within(section).findByRole('button', { name: 'Import 1 place' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to import the places: Too many requests.',
    );
    expect(within(section).getByRole('button', { name: 'Import 1 place' })).toBeEnabled();
  });
});
