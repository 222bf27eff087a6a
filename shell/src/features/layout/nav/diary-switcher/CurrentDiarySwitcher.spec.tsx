import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Diary } from '@dd/contracts';
import { currentDiaryStore, sessionStore } from '@dd/shell-kit';
import { http, HttpResponse, makeToken, server, testUser } from '@dd/shell-kit/testing';
import { CurrentDiarySwitcher } from './CurrentDiarySwitcher';
import { DIARY_LOST_NOTICE } from './diaryLabels';

const PERSONAL: Diary = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Ada',
  personal: true,
  role: 'owner',
};
const HOME: Diary = {
  _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  name: 'Home',
  personal: false,
  role: 'viewer',
};
const OFFICE: Diary = {
  _id: 'cccccccccccccccccccccccc',
  name: 'Office lunches',
  personal: false,
  role: 'editor',
};

function answerDiaries(diaries: Diary[]) {
  server.use(http.get('/api/diaries', () => HttpResponse.json(diaries)));
}

function renderSwitcher() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CurrentDiarySwitcher />
    </QueryClientProvider>,
  );
  return client;
}

const trigger = () => screen.findByRole('button', { name: /^Diary:/ });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.signIn(makeToken(), { persistent: true });
});

it('is not shown to a user with only the personal diary', async () => {
  let asked = false;
  server.use(
    http.get('/api/diaries', () => {
      asked = true;
      return HttpResponse.json([PERSONAL]);
    }),
  );
  renderSwitcher();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(asked).toBe(true);
  expect(screen.queryByRole('button', { name: /^Diary:/ })).not.toBeInTheDocument();
});

it('is named after the current diary, "My diary" for the personal one', async () => {
  answerDiaries([PERSONAL, HOME]);
  renderSwitcher();
  const button = await trigger();
  expect(button).toHaveAccessibleName('Diary: My diary');
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('lists the diaries with the role of the shared ones, and switches to the one picked', async () => {
  const user = userEvent.setup();
  answerDiaries([PERSONAL, HOME, OFFICE]);
  renderSwitcher();
  await user.click(await trigger());

  const dialog = screen.getByRole('dialog', { name: 'Switch diary' });
  const group = within(dialog).getByRole('group', { name: 'Diaries' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['My diary', 'Home · viewer', 'Office lunches · editor']);
  expect(within(group).getByRole('radio', { name: 'My diary' })).toBeChecked();
  expect(within(dialog).getByRole('button', { name: 'Switch' })).toBeDisabled();

  await user.click(within(group).getByRole('radio', { name: 'Home · viewer' }));
  await user.click(within(dialog).getByRole('button', { name: 'Switch' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(currentDiaryStore.get(testUser.id)).toBe(HOME._id);
  expect(await trigger()).toHaveAccessibleName('Diary: Home');
});

it('switches back to the personal diary (null)', async () => {
  const user = userEvent.setup();
  currentDiaryStore.set(testUser.id, OFFICE._id);
  answerDiaries([PERSONAL, HOME, OFFICE]);
  renderSwitcher();
  expect(await trigger()).toHaveAccessibleName('Diary: Office lunches');
  await user.click(await trigger());
  await user.click(screen.getByRole('radio', { name: 'My diary' }));
  await user.click(screen.getByRole('button', { name: 'Switch' }));
  expect(currentDiaryStore.get(testUser.id)).toBeNull();
});

it('tells the store the user may not write in a diary where they are a viewer', async () => {
  const user = userEvent.setup();
  answerDiaries([PERSONAL, HOME, OFFICE]);
  renderSwitcher();
  await user.click(await trigger());
  await user.click(screen.getByRole('radio', { name: 'Home · viewer' }));
  await user.click(screen.getByRole('button', { name: 'Switch' }));
  await waitFor(() => expect(currentDiaryStore.isWritable()).toBe(false));
  await user.click(await trigger());
  await user.click(screen.getByRole('radio', { name: 'Office lunches · editor' }));
  await user.click(screen.getByRole('button', { name: 'Switch' }));
  await waitFor(() => expect(currentDiaryStore.isWritable()).toBe(true));
});

it('Cancel keeps the current diary', async () => {
  const user = userEvent.setup();
  answerDiaries([PERSONAL, HOME]);
  renderSwitcher();
  await user.click(await trigger());
  await user.click(screen.getByRole('radio', { name: 'Home · viewer' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(currentDiaryStore.get(testUser.id)).toBeNull();
});

it('falls back to My diary with a notice when the current diary is no longer listed', async () => {
  currentDiaryStore.set(testUser.id, OFFICE._id);
  answerDiaries([PERSONAL, HOME]);
  renderSwitcher();
  expect(await screen.findByText(DIARY_LOST_NOTICE)).toBeInTheDocument();
  expect(currentDiaryStore.get(testUser.id)).toBeNull();
  expect(await trigger()).toHaveAccessibleName('Diary: My diary');
});

it('asks for the diaries again when a query of the current diary answers 404, and falls back', async () => {
  currentDiaryStore.set(testUser.id, HOME._id);
  let diaries = [PERSONAL, HOME];
  server.use(http.get('/api/diaries', () => HttpResponse.json(diaries)));
  const client = renderSwitcher();
  expect(await trigger()).toHaveAccessibleName('Diary: Home');

  diaries = [PERSONAL, OFFICE];
  await act(async () => {
    await client
      .fetchQuery({
        queryKey: ['meals', 'list', { filter: 'all', q: '', diaryId: HOME._id }],
        queryFn: () => Promise.reject(Object.assign(new Error('Not found'), { status: 404 })),
      })
      .catch(() => undefined);
  });
  expect(await screen.findByText(DIARY_LOST_NOTICE)).toBeInTheDocument();
  expect(currentDiaryStore.get(testUser.id)).toBeNull();
});
