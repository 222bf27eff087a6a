import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNDO_WINDOW_MS } from '@dd/diary-ui';
import { currentDiaryStore } from '@dd/shell-kit';
import {
  delay,
  http,
  HttpResponse,
  renderRemote,
  server,
  serveSharedDiary,
  SHARED_DIARY_ID,
  testUser,
} from '@dd/shell-kit/testing';
import AccountRoutes from '../../../routes';
import { fakeTag, fakeTagsApi } from '../testing/fakeTagsApi';

const renderTags = () => ({
  ...renderRemote(AccountRoutes, { mountPath: '/', path: '/tags' }),
  user: userEvent.setup(),
});

const chipNames = () =>
  within(screen.getByRole('list', { name: 'Tags' }))
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label')!.replace(/^Select /, ''));

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never does. */
async function tabTo(
  user: ReturnType<typeof userEvent.setup>,
  target: HTMLElement,
  { shift = false } = {},
) {
  for (let presses = 0; presses < 20 && document.activeElement !== target; presses++)
    await user.tab({ shift });
  expect(target).toHaveFocus();
}

/** Confirms on fake time and lets the Undo window pass, then gives the fake server real time. */
async function confirmAndEndUndoWindow(dialog: HTMLElement, { undo = false } = {}) {
  jest.useFakeTimers();
  try {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    if (undo) fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS));
  } finally {
    jest.useRealTimers();
  }
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const ramen = fakeTag(1, 'ramen', 3, 5);
const spicy = fakeTag(2, 'Spicy', 1, 0);
const tacos = fakeTag(3, 'tacos', 0, 2);
const taco = fakeTag(4, 'Taco', 1, 1);

describe('/tags', () => {
  afterEach(() => jest.useRealTimers());

  it("shows 'Loading tags...' while the tags load, then the chips with their usage", async () => {
    fakeTagsApi([ramen, spicy]);
    server.use(
      http.get('/api/tags', async () => {
        await delay(20);
        return HttpResponse.json([spicy, ramen]);
      }),
    );
    renderTags();
    expect(screen.getByRole('heading', { level: 1, name: 'Tags' })).toBeInTheDocument();
    expect(screen.getByText('Loading tags...')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Tags' })).toBeInTheDocument();
    expect(chipNames()).toEqual(['ramen', 'Spicy']);
    expect(screen.getByRole('link', { name: 'Meals tagged ramen: 5 meals' })).toHaveAttribute(
      'href',
      `/meals?tag=${ramen._id}`,
    );
  });

  it("says 'Failed to load tags' when the list cannot be read, and tries again", async () => {
    const api = fakeTagsApi([ramen]);
    api.fail('GET', '/api/tags', 500);
    const { user } = renderTags();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tags');
    api.recover('GET', '/api/tags');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Tags' })).toBeInTheDocument();
  });

  it("shows 'No tags found' and 'Create Your First Tag', which opens the add form", async () => {
    const api = fakeTagsApi([]);
    const { user } = renderTags();
    expect(await screen.findByText('No tags found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Tag' }));
    const input = screen.getByPlaceholderText('Enter tag name...');
    expect(input).toHaveFocus();
    await user.type(input, '  Brunch {Enter}');
    expect(await screen.findByRole('checkbox', { name: 'Select Brunch' })).toBeInTheDocument();
    expect(api.writes).toEqual([{ method: 'POST', path: '/api/tags', body: { name: 'Brunch' } }]);
  });

  it('Add Tag opens the inline form: Enter or Add creates, a blank name is ignored', async () => {
    const api = fakeTagsApi([ramen]);
    const { user } = renderTags();
    await user.click(await screen.findByRole('button', { name: 'Add Tag' }));
    const input = screen.getByRole('textbox', { name: 'New tag name' });
    await user.type(input, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(api.writes).toEqual([]);

    await user.type(input, 'vegan{Enter}');
    await screen.findByRole('checkbox', { name: 'Select vegan' });
    expect(input).toHaveValue('');
    await user.type(input, ' Date night ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('checkbox', { name: 'Select Date night' });
    expect(chipNames()).toEqual(['Date night', 'ramen', 'vegan']);

    await user.type(input, 'RAMEN{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('"ramen" already exists.');
    expect(chipNames()).toEqual(['Date night', 'ramen', 'vegan']);

    await user.keyboard('{Escape}');
    expect(screen.queryByPlaceholderText('Enter tag name...')).not.toBeInTheDocument();
  });

  it("says 'Failed to create tag' when the create fails, keeping the typed name", async () => {
    const api = fakeTagsApi([]);
    api.fail('POST', '/api/tags', 500);
    const { user } = renderTags();
    await user.click(await screen.findByRole('button', { name: 'Add Tag' }));
    await user.type(screen.getByPlaceholderText('Enter tag name...'), 'vegan{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create tag');
    expect(screen.getByPlaceholderText('Enter tag name...')).toHaveValue('vegan');
  });

  it('searching filters by name ignoring case, and offers to create a missing tag', async () => {
    const api = fakeTagsApi([ramen, spicy, tacos]);
    const { user } = renderTags();
    const search = await screen.findByPlaceholderText('Search tags...');
    await user.type(search, 'SPI');
    await waitFor(() => expect(chipNames()).toEqual(['Spicy']));

    await user.clear(search);
    await user.type(search, ' Pho ');
    expect(await screen.findByText('No tags found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create "Pho" tag' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Pho' })).toBeInTheDocument();
    expect(api.writes).toEqual([{ method: 'POST', path: '/api/tags', body: { name: 'Pho' } }]);
  });

  it('renames inline and keeps the new name', async () => {
    const api = fakeTagsApi([ramen, spicy]);
    const { user } = renderTags();
    await user.click(await screen.findByRole('button', { name: 'Spicy' }));
    const box = screen.getByRole('textbox', { name: 'Rename Spicy' });
    await user.clear(box);
    await user.type(box, 'Hot {Enter}');
    expect(await screen.findByRole('button', { name: 'Hot' })).toBeInTheDocument();
    expect(chipNames()).toEqual(['Hot', 'ramen']);
    expect(api.writes).toEqual([
      { method: 'PUT', path: `/api/tags/${spicy._id}`, body: { name: 'Hot' } },
    ]);
  });

  it('a rename to another tag’s name (any case) offers to merge into it, and merges', async () => {
    const api = fakeTagsApi([ramen, spicy]);
    const { user } = renderTags();
    await user.click(await screen.findByRole('button', { name: 'Spicy' }));
    const box = screen.getByRole('textbox', { name: 'Rename Spicy' });
    await user.clear(box);
    await user.type(box, 'RAMEN{Enter}');
    const dialog = await screen.findByRole('dialog', { name: "Merge into 'ramen'?" });
    expect(api.writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(chipNames()).toEqual(['ramen']));
    expect(api.writes).toEqual([
      {
        method: 'POST',
        path: '/api/tags/merge',
        body: { targetId: ramen._id, sourceIds: [spicy._id] },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Cancel on the merge offer keeps both tags and sends nothing', async () => {
    const api = fakeTagsApi([ramen, spicy]);
    const { user } = renderTags();
    await user.click(await screen.findByRole('button', { name: 'Spicy' }));
    const box = screen.getByRole('textbox', { name: 'Rename Spicy' });
    await user.clear(box);
    await user.type(box, 'ramen{Enter}');
    const dialog = await screen.findByRole('dialog', { name: "Merge into 'ramen'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chipNames()).toEqual(['ramen', 'Spicy']);
    expect(api.writes).toEqual([]);
  });

  it("says 'Failed to update tag' when a rename fails otherwise", async () => {
    const api = fakeTagsApi([ramen]);
    api.fail('PUT', `/api/tags/${ramen._id}`, 500, 'database down');
    const { user } = renderTags();
    await user.click(await screen.findByRole('button', { name: 'ramen' }));
    await user.type(screen.getByRole('textbox', { name: 'Rename ramen' }), 's{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update tag$/);
    expect(chipNames()).toEqual(['ramen']);
  });

  it("deletes one tag after the 'Delete Tag' confirmation", async () => {
    const api = fakeTagsApi([ramen, spicy]);
    const { user } = renderTags();
    await user.click(await screen.findByRole('button', { name: 'Delete tag ramen' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Tag' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this item? This action cannot be undone.',
    );
    expect(dialog).toHaveTextContent('This deletes ramen. It tags 3 restaurants and 5 meals.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete tag ramen' }));
    jest.useFakeTimers();
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Tag' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    // Gone at once (the query cache tells the page on its next tick), with Undo; the DELETE waits.
    act(() => jest.advanceTimersByTime(1));
    expect(chipNames()).toEqual(['Spicy']);
    expect(screen.getByText('ramen was deleted.')).toBeInTheDocument();
    expect(api.writes).toEqual([]);
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS - 1));
    jest.useRealTimers();
    await waitFor(() =>
      expect(api.writes).toEqual([{ method: 'DELETE', path: `/api/tags/${ramen._id}` }]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('ramen was deleted.')).not.toBeInTheDocument();
    expect(chipNames()).toEqual(['Spicy']);
  });

  it('Undo brings deleted tags back and sends nothing', async () => {
    const api = fakeTagsApi([ramen, spicy, tacos]);
    const { user } = renderTags();
    await user.click(await screen.findByRole('checkbox', { name: 'Select ramen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select tacos' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 tag(s)' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Selected Tags' });
    expect(dialog).toHaveTextContent('This deletes ramen and tacos.');
    await confirmAndEndUndoWindow(dialog, { undo: true });
    expect(chipNames()).toEqual(['ramen', 'Spicy', 'tacos']);
    expect(api.writes).toEqual([]);
  });

  it('selecting shows the bulk delete with its count, and Clear with several', async () => {
    fakeTagsApi([ramen, spicy, tacos]);
    const { user } = renderTags();
    await user.click(await screen.findByRole('checkbox', { name: 'Select ramen' }));
    expect(screen.getByRole('button', { name: 'Delete 1 tag(s)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete tag ramen' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select tacos' }));
    expect(screen.getByRole('button', { name: 'Delete 2 tag(s)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('button', { name: /^Delete \d+ tag\(s\)$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select ramen' })).not.toBeChecked();
  });

  it("bulk-deletes the selected tags in one request after 'Delete Selected Tags'", async () => {
    const api = fakeTagsApi([ramen, spicy, tacos]);
    const { user } = renderTags();
    await user.click(await screen.findByRole('checkbox', { name: 'Select ramen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select tacos' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 tag(s)' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Selected Tags' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete 2 selected tag(s)? This action cannot be undone.',
    );
    await confirmAndEndUndoWindow(dialog);
    await waitFor(() => expect(chipNames()).toEqual(['Spicy']));
    expect(api.writes).toEqual([
      { method: 'POST', path: '/api/tags/bulk-delete', body: { ids: [ramen._id, tacos._id] } },
    ]);
    expect(screen.queryByRole('button', { name: /tag\(s\)/ })).not.toBeInTheDocument();
  });

  it("says 'Failed to delete tag(s)' when a delete fails, keeping the tags", async () => {
    const api = fakeTagsApi([ramen, spicy]);
    api.fail('POST', '/api/tags/bulk-delete', 500);
    const { user } = renderTags();
    await user.click(await screen.findByRole('checkbox', { name: 'Select ramen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Spicy' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 tag(s)' }));
    await confirmAndEndUndoWindow(screen.getByRole('dialog', { name: 'Delete Selected Tags' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete tag(s)');
    expect(chipNames()).toEqual(['ramen', 'Spicy']);
  });

  it('merges the selected tags into the chosen survivor in one request', async () => {
    const api = fakeTagsApi([ramen, taco, tacos]);
    const { user } = renderTags();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Taco' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select tacos' }));
    await user.click(screen.getByRole('button', { name: 'Merge' }));

    const dialog = screen.getByRole('dialog', { name: 'Merge Tags' });
    // The most used tag is kept unless the user picks another.
    expect(within(dialog).getByRole('radio', { name: /^Taco/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^tacos/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Merged 2 tags into "tacos".');
    expect(api.writes).toEqual([
      {
        method: 'POST',
        path: '/api/tags/merge',
        body: { targetId: tacos._id, sourceIds: [taco._id] },
      },
    ]);
    await waitFor(() => expect(chipNames()).toEqual(['ramen', 'tacos']));
    expect(
      await screen.findByRole('link', { name: 'Restaurants tagged tacos: 1 restaurant' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /tag\(s\)/ })).not.toBeInTheDocument();
  });

  it('reaches add, search, select, rename and delete with the keyboard alone', async () => {
    const api = fakeTagsApi([ramen]);
    const { user } = renderTags();
    await screen.findByRole('list', { name: 'Tags' });
    await user.tab();
    expect(screen.getByPlaceholderText('Search tags...')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add Tag' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('udon{Enter}');
    await screen.findByRole('checkbox', { name: 'Select udon' });
    await user.keyboard('{Escape}');

    screen.getByRole('checkbox', { name: 'Select ramen' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'ramen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{End} soup{Enter}');
    await screen.findByRole('button', { name: 'ramen soup' });

    screen.getByRole('checkbox', { name: 'Select udon' }).focus();
    await user.keyboard(' ');
    await tabTo(user, screen.getByRole('button', { name: 'Delete 1 tag(s)' }), { shift: true });
    await user.keyboard('{Enter}');
    await tabTo(user, screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chipNames()).toEqual(['ramen soup']));
    // The delete waits for its Undo window; closing the tab sends it at once.
    fireEvent(window, new Event('pagehide'));
    await waitFor(() =>
      expect(api.writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
        'POST /api/tags',
        `PUT /api/tags/${ramen._id}`,
        // A selection of one goes by the single-tag endpoint.
        expect.stringMatching(/^DELETE \/api\/tags\/[0-9a-f]{24}$/),
      ]),
    );
  });
});

describe('/tags for a viewer of the current diary', () => {
  beforeEach(() => {
    serveSharedDiary('viewer', []);
    currentDiaryStore.set(testUser.id, SHARED_DIARY_ID);
    currentDiaryStore.setWritable(false);
  });
  afterEach(() => {
    currentDiaryStore.set(testUser.id, null);
    currentDiaryStore.setWritable(true);
  });

  it('lists the tags with their links, and nothing to add, select, rename or delete', async () => {
    fakeTagsApi([ramen, spicy]);
    renderTags();
    const list = await screen.findByRole('list', { name: 'Tags' });
    expect(within(list).getByText('ramen')).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: 'Meals tagged ramen: 5 meals' }),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Tag' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tags' })).toBeInTheDocument();
  });

  it('offers no first tag to create in an empty diary', async () => {
    fakeTagsApi([]);
    renderTags();
    expect(await screen.findByText('No tags found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Your First Tag' })).not.toBeInTheDocument();
  });
});
