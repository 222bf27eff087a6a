import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentDiaryStore } from '@dd/shell-kit';
import {
  answer,
  http,
  HttpResponse,
  renderRemote,
  server,
  serveSharedDiary,
  SHARED_DIARY_ID,
  testUser,
} from '@dd/shell-kit/testing';
import AccountRoutes from '../../../routes';
import { fakePeopleApi, fakePerson } from '../testing/fakePeopleApi';

const renderTags = () => ({
  ...renderRemote(AccountRoutes, { mountPath: '/', path: '/tags' }),
  user: userEvent.setup(),
});

const section = () => screen.getByRole('region', { name: 'People' });
const names = () =>
  within(within(section()).getByRole('list', { name: 'People in your diary' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

// The Tags page above the people: no tags.
beforeEach(() => server.use(http.get('/api/tags', () => HttpResponse.json([]))));

it('lists the diary’s people on the Tags page with their meals and places, each linking to their meals', async () => {
  fakePeopleApi([fakePerson('Sam', 6, 4), fakePerson('Alex', 1, 1)]);
  renderTags();
  const list = await screen.findByRole('list', { name: 'People in your diary' });
  expect(names()).toEqual(['Sam', 'Alex']);
  expect(within(list).getByRole('link', { name: 'Sam' })).toHaveAttribute(
    'href',
    '/meals?companion=Sam',
  );
  expect(within(list).getByText('6 meals · 4 places')).toBeInTheDocument();
  expect(within(list).getByText('1 meal · 1 place')).toBeInTheDocument();
});

it('says how people get there when the diary names nobody', async () => {
  fakePeopleApi([]);
  renderTags();
  expect(
    await within(section()).findByText(/No people yet\. Add who you were with when you log a meal/),
  ).toBeInTheDocument();
});

it('renames a person on every meal, and says how many meals changed', async () => {
  const api = fakePeopleApi([fakePerson('Sam', 6, 4), fakePerson('Alex', 1, 1)]);
  const { user } = renderTags();
  await user.click(await screen.findByRole('button', { name: 'Rename Sam' }));
  const dialog = screen.getByRole('dialog', { name: 'Rename Person' });
  const box = within(dialog).getByRole('textbox', { name: 'Name' });
  expect(box).toHaveValue('Sam');
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.clear(box);
  await user.type(box, '  Samuel ');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await within(section()).findByText('Sam renamed Samuel on 6 meals.')).toBeInTheDocument();
  expect(api.writes).toEqual([
    { path: '/api/companions/rename', body: { names: ['Sam'], name: 'Samuel' } },
  ]);
  await waitFor(() => expect(names()).toEqual(['Samuel', 'Alex']));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('says a rename onto another person’s name merges them, whatever its case', async () => {
  const api = fakePeopleApi([fakePerson('Sam', 6, 4), fakePerson('Sammy', 2, 1)]);
  const { user } = renderTags();
  await user.click(await screen.findByRole('button', { name: 'Rename Sammy' }));
  const box = screen.getByRole('textbox', { name: 'Name' });
  await user.clear(box);
  await user.type(box, 'sam');
  const dialog = screen.getByRole('dialog', { name: 'Merge into Sam?' });
  expect(dialog).toHaveTextContent(
    'Sam is already in your diary. Merging makes Sammy and Sam one person on every meal.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
  await waitFor(() => expect(api.writes).toHaveLength(1));
  // Under the spelling the diary has.
  expect(api.writes[0]!.body).toEqual({ names: ['Sammy'], name: 'Sam' });
});

it('merges the people selected under the name kept (the one on most meals by default)', async () => {
  const api = fakePeopleApi([
    fakePerson('Sam', 6, 4),
    fakePerson('Sammy', 2, 1),
    fakePerson('Alex', 1, 1),
  ]);
  const { user } = renderTags();
  await user.click(await screen.findByRole('checkbox', { name: 'Select Sammy' }));
  const bar = screen.getByRole('group', { name: 'Selected people' });
  expect(within(bar).getByRole('button', { name: 'Merge Selected' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Select Sam' }));
  await user.click(within(bar).getByRole('button', { name: 'Merge Selected' }));

  const dialog = screen.getByRole('dialog', { name: 'Merge People' });
  expect(within(dialog).getByRole('radio', { name: /Sam\s*6 meals/ })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Merge' }));

  expect(
    await within(section()).findByText('Sam and Sammy merged into Sam on 8 meals.'),
  ).toBeInTheDocument();
  expect(api.writes[0]!.body).toEqual({ names: ['Sam', 'Sammy'], name: 'Sam' });
  await waitFor(() => expect(names()).toEqual(['Sam', 'Alex']));
  expect(screen.queryByRole('group', { name: 'Selected people' })).not.toBeInTheDocument();
});

it('deletes a person from every meal only once confirmed; the meals stay', async () => {
  const api = fakePeopleApi([fakePerson('Sam', 6, 4), fakePerson('Alex', 1, 1)]);
  const { user } = renderTags();
  await user.click(await screen.findByRole('button', { name: 'Delete Alex' }));
  let dialog = screen.getByRole('dialog', { name: 'Delete Person' });
  expect(dialog).toHaveTextContent('Take Alex off every meal?');
  expect(dialog).toHaveTextContent('Alex is named on 1 meal. The meals stay; only the name goes.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.writes).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Delete Alex' }));
  dialog = screen.getByRole('dialog', { name: 'Delete Person' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(section()).findByText('Alex taken off 1 meal.')).toBeInTheDocument();
  expect(api.writes).toEqual([{ path: '/api/companions/delete', body: { names: ['Alex'] } }]);
  await waitFor(() => expect(names()).toEqual(['Sam']));
});

it('keeps the dialog open and says so when a change fails', async () => {
  const api = fakePeopleApi([fakePerson('Sam', 6, 4)]);
  api.failWrites();
  const { user } = renderTags();
  await user.click(await screen.findByRole('button', { name: 'Delete Sam' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Person' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText('Failed to delete')).toBeInTheDocument();
  expect(names()).toEqual(['Sam']);
});

it('offers to try again when the people cannot load', async () => {
  server.use(
    http.get('/api/companions', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
  );
  renderTags();
  expect(await within(section()).findByText('Failed to load people')).toBeInTheDocument();
  fakePeopleApi([fakePerson('Sam', 6, 4)]);
  await userEvent.click(within(section()).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Sam' })).toBeInTheDocument();
});

describe("a shared diary's people (issue 46)", () => {
  afterEach(() => {
    currentDiaryStore.set(testUser.id, null);
    currentDiaryStore.setWritable(true);
  });

  it("lists the current diary's people, and gives a viewer no way to change them", async () => {
    serveSharedDiary('viewer', []);
    const asked = answer('get', '/api/companions', () =>
      HttpResponse.json([fakePerson('Sam', 2, 1)]),
    );
    const view = renderTags();
    currentDiaryStore.set(testUser.id, SHARED_DIARY_ID);
    currentDiaryStore.setWritable(false);

    await waitFor(() =>
      expect(asked.some(({ url }) => url.searchParams.get('diaryId') === SHARED_DIARY_ID)).toBe(
        true,
      ),
    );
    expect(await within(section()).findByRole('link', { name: 'Sam' })).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Rename Sam' })).not.toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Delete Sam' })).not.toBeInTheDocument();
    expect(within(section()).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      within(section()).getByText(/Only its owner and editors can rename them\./),
    ).toBeInTheDocument();
    expect(within(section()).queryByText(/Rename someone/)).not.toBeInTheDocument();
    view.unmount();
  });
});
