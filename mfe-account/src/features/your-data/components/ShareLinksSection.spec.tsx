import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, HttpResponse } from '@dd/shell-kit/testing';
import { fakeImportsApi, renderProfilePage } from '../testing/fakeYourDataApi';
import { fakeShareLinksApi, shareSummary } from '../testing/fakeShareLinksApi';

beforeEach(() => {
  answer('get', '/api/exports', () => HttpResponse.json([]));
  fakeImportsApi();
});

async function openShareLinks() {
  renderProfilePage();
  await userEvent.click(screen.getByRole('tab', { name: 'Your data' }));
  // The tab's code loads on first open: slower than one render on a busy machine.
  return screen.findByRole('region', { name: 'Share links' }, { timeout: 5000 });
}

const TAGGED = shareSummary({
  _id: 'share-tagged',
  title: '2 restaurants',
  description: 'Tagged ramen',
  opens: 1,
});
const MEAL = shareSummary({
  _id: 'share-meal',
  kind: 'meal',
  title: 'Rare beef pho',
  description: 'At Pho Bar',
  includeNotes: true,
  includePhotos: true,
  createdAt: '2026-11-02T12:00:00.000Z',
  opens: 3,
});

describe('Your data: share links', () => {
  it('lists each link with what it shows, when it was made and how often it was opened', async () => {
    fakeShareLinksApi({ links: [TAGGED, MEAL] });
    const section = await openShareLinks();
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2 restaurantsTagged ramenNo notes, photos or prices · Created Nov 28, 2026 · Opened 1 timeRevoke',
      'Rare beef phoAt Pho BarIncludes notes and photos, no prices · Created Nov 2, 2026 · Opened 3 timesRevoke',
    ]);
    expect(
      within(items[1]!).getByRole('button', { name: 'Revoke Rare beef pho' }),
    ).toBeInTheDocument();
  });

  it('says there are none and how to make one', async () => {
    fakeShareLinksApi();
    const section = await openShareLinks();
    expect(
      await within(section).findByText(
        'You have no share links. To make one, press Share on your restaurants list, a restaurant or a meal.',
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('revokes a link once confirmed, and the row goes', async () => {
    const { revokes } = fakeShareLinksApi({ links: [TAGGED, MEAL] });
    const section = await openShareLinks();
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Revoke 2 restaurants' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke Link' });
    expect(dialog).toHaveTextContent(
      'Anyone who has this link will no longer be able to open it or its photos.',
    );
    expect(dialog).toHaveTextContent('This revokes the link to 2 restaurants.');
    expect(revokes).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section).getByRole('listitem')).toHaveTextContent('Rare beef pho');
    expect(revokes.map((request) => request.url.pathname)).toEqual(['/api/shares/share-tagged']);
    expect(within(section).getByRole('status')).toHaveTextContent('Link revoked.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Share links' })).toHaveFocus();
  });

  it('revokes nothing when the confirmation is cancelled', async () => {
    const { revokes } = fakeShareLinksApi({ links: [TAGGED] });
    const section = await openShareLinks();
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Revoke 2 restaurants' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Revoke Link' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(revokes).toHaveLength(0);
  });

  it('keeps the link and shows the server message when it cannot be revoked', async () => {
    fakeShareLinksApi({
      links: [TAGGED],
      revokeRefusal: { status: 503, message: 'The diary is busy. Try again.' },
    });
    const section = await openShareLinks();
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Revoke 2 restaurants' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Revoke Link' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to revoke the link: The diary is busy. Try again.',
    );
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when the links cannot be loaded, and tries again on request', async () => {
    const { loads, recover } = fakeShareLinksApi({ links: [TAGGED], down: true });
    const section = await openShareLinks();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to load your share links',
    );
    const failedLoads = loads.length;
    recover();
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('listitem')).toHaveTextContent('2 restaurants');
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(loads).toHaveLength(failedLoads + 1);
  });
});
