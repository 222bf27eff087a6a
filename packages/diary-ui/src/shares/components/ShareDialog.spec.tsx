import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ShareScope, ShareSummary } from '@dd/contracts';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { startTestServer } from '../../testing/requestLog';
import { shareKeys } from '../api/shareKeys';
import { ShareButton } from './ShareButton';

const server = startTestServer();

const SCOPE: ShareScope = {
  kind: 'restaurants',
  filter: 'thumbsUp',
  tagId: '64b000000000000000000001',
};

function summary(overrides: Partial<ShareSummary> = {}): ShareSummary {
  return {
    _id: 's1',
    kind: 'restaurants',
    title: '2 restaurants',
    description: 'Would visit again · tagged ramen',
    includeNotes: false,
    includePhotos: false,
    includePrices: false,
    createdAt: '2026-11-28T10:00:00.000Z',
    opens: 0,
    path: '/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    ...overrides,
  };
}

/** POST /api/shares answers `reply`; returns the bodies it received. */
function answerShares(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/shares', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

function renderShare(queryClient = createTestQueryClient()) {
  render(<ShareButton scope={SCOPE} />, { wrapper: queryClientWrapper(queryClient) });
  return queryClient;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Share' }));
  return screen.getByRole('dialog', { name: 'Share a read-only link' });
}

it('creates a link with notes, photos and prices left out unless chosen, then copies its whole address', async () => {
  const user = userEvent.setup();
  const bodies = answerShares(() => HttpResponse.json(summary(), { status: 201 }));
  const queryClient = renderShare();
  queryClient.setQueryData(shareKeys.all, []);
  const dialog = await openDialog(user);

  const notes = within(dialog).getByRole('checkbox', { name: 'Include notes' });
  const photos = within(dialog).getByRole('checkbox', { name: 'Include photos' });
  const prices = within(dialog).getByRole('checkbox', { name: 'Include prices' });
  const companions = within(dialog).getByRole('checkbox', { name: 'Include who you were with' });
  expect(notes).not.toBeChecked();
  expect(photos).not.toBeChecked();
  expect(prices).not.toBeChecked();
  expect(companions).not.toBeChecked();
  expect(dialog).toHaveTextContent('Only people you give the link to can open it');
  expect(dialog).toHaveTextContent('revoke it at any time on your profile’s “Your data” tab');

  await user.click(photos);
  await user.click(companions);
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

  const link = await within(dialog).findByRole('textbox', { name: 'Share link' });
  expect(bodies).toEqual([
    {
      scope: SCOPE,
      includeNotes: false,
      includePhotos: true,
      includePrices: false,
      includeCompanions: true,
    },
  ]);
  expect(link).toHaveValue(`${window.location.origin}/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345`);
  expect(link).toHaveAttribute('readonly');
  expect(link).toHaveFocus();
  expect(within(dialog).queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
  // The owner's list of links is read again when "Your data" shows it next.
  expect(queryClient.getQueryState(shareKeys.all)?.isInvalidated).toBe(true);

  const write = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
  expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied');
  expect(write).toHaveBeenCalledWith(
    `${window.location.origin}/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345`,
  );

  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('selects the link for copying by hand when the clipboard refuses', async () => {
  const user = userEvent.setup();
  answerShares(() => HttpResponse.json(summary(), { status: 201 }));
  renderShare();
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
  const link = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Share link' });
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
  link.setSelectionRange(0, 0);

  await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));

  expect(await within(dialog).findByRole('status')).toHaveTextContent(
    'The link is selected: copy it with your device’s Copy command.',
  );
  expect(link).toHaveFocus();
  expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
});

describe("the device's share sheet (Web Share API)", () => {
  afterEach(() => {
    // jsdom has none: each test gives navigator its own.
    delete (navigator as { share?: unknown }).share;
  });

  it('is not offered where the browser has none: Copy link alone', async () => {
    const user = userEvent.setup();
    answerShares(() => HttpResponse.json(summary(), { status: 201 }));
    renderShare();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'Share link' });
    expect(within(dialog).queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('hands the whole address to the sheet where there is one', async () => {
    const share = jest.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    answerShares(() => HttpResponse.json(summary(), { status: 201 }));
    renderShare();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({
      title: 'From my Dining Diary',
      url: `${window.location.origin}/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345`,
    });
  });

  it('says nothing when the sheet is closed, and copies when it fails', async () => {
    const share = jest
      .fn<Promise<void>, [ShareData]>()
      .mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    const user = userEvent.setup();
    answerShares(() => HttpResponse.json(summary(), { status: 201 }));
    renderShare();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const sheet = await within(dialog).findByRole('button', { name: 'Share…' });
    await user.click(sheet);
    expect(write).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await user.click(sheet);
    expect(write).toHaveBeenCalled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied');
  });
});

it("shows the API's message when the link cannot be made, and keeps the choices", async () => {
  const user = userEvent.setup();
  answerShares(() => HttpResponse.json({ message: 'Not found' }, { status: 404 }));
  renderShare();
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole('checkbox', { name: 'Include notes' }));
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not found');
  expect(within(dialog).getByRole('checkbox', { name: 'Include notes' })).toBeChecked();
  expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeEnabled();
  expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
});

it('starts afresh each time it opens, and Cancel makes nothing', async () => {
  const user = userEvent.setup();
  const bodies = answerShares(() => HttpResponse.json(summary(), { status: 201 }));
  renderShare();
  let dialog = await openDialog(user);
  await user.click(within(dialog).getByRole('checkbox', { name: 'Include notes' }));
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  dialog = await openDialog(user);
  expect(within(dialog).getByRole('checkbox', { name: 'Include notes' })).not.toBeChecked();
  expect(bodies).toEqual([]);
});
