import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNDO_WINDOW_MS } from '@dd/diary-ui';
import { delay, SHARED_DIARY_ID, serveSharedDiary, testUser } from '@dd/shell-kit/testing';
import { aMeal, aRestaurant, MEAL_ID, RESTAURANT_ID, TAGS, uploaded } from '../testing/fixtures';
import {
  failure,
  json,
  sent,
  serveMeal,
  serveMealDelete,
  serveMealList,
  serveMealPage,
  serveMealUpdate,
  serveThumbs,
} from '../testing/mealsApi';
import { renderMeals } from '../testing/renderMeals';

const MEAL_PATH = `/meals/${MEAL_ID}`;
const photo = (name: string, isPrimary = false, caption = '') => ({
  url: uploaded(name),
  isPrimary,
  caption,
});

// The route's chunk (with react-markdown) is compiled on first import, which on a
// busy machine outlasts the loading state's wait: import it before the tests.
beforeAll(() => import('./MealDetailPage'));
afterEach(() => jest.restoreAllMocks());

describe('states', () => {
  it('shows the loading text, then the meal with its breadcrumbs and actions', async () => {
    serveMealPage(aMeal());
    const view = renderMeals(MEAL_PATH);
    expect(await screen.findByText('Loading meal details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mapo tofu' })).toBeInTheDocument();
    expect(view.crumbs()).toEqual([{ label: 'Meals', to: '/meals' }, { label: 'Mapo tofu' }]);
    expect(screen.getByRole('link', { name: 'Add Meal' })).toHaveAttribute('href', '/meals/new');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${MEAL_PATH}/edit`);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it.each([
    [404, 'Meal not found'],
    [400, 'Meal not found'],
    [500, 'Failed to load meal details'],
  ])('answers %i with %j', async (status, text) => {
    serveMeal(() => failure('Nope', status));
    renderMeals(MEAL_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Back to Meals' })).toHaveAttribute('href', '/meals');
  });
});

describe('hero', () => {
  it('shows the primary photo, 320 px high, with the restaurant link, the date and thumbs', async () => {
    serveMealPage(
      aMeal({ mealImages: [photo('first'), photo('primary', true, 'The bowl')], isThumbsUp: true }),
    );
    renderMeals(MEAL_PATH);
    const hero = await screen.findByRole('figure', { name: 'Photo of Mapo tofu' });
    expect(within(hero).getByRole('img', { name: 'The bowl' })).toHaveAttribute(
      'src',
      uploaded('primary'),
    );
    expect(within(hero).getByRole('link', { name: 'Sichuan House' })).toHaveAttribute(
      'href',
      `/restaurants/${RESTAURANT_ID}`,
    );
    expect(within(hero).getByText(/2024/)).toHaveAttribute('datetime', '2024-03-02');
    expect(within(hero).getByRole('button', { name: 'Would order again' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('heading', { name: 'Restaurant' })).not.toBeInTheDocument();
  });

  it('falls back to the first photo, then to the legacy imageUrl', async () => {
    serveMealPage(aMeal({ mealImages: [photo('first'), photo('second')] }));
    const { unmount } = renderMeals(MEAL_PATH);
    expect(
      (await screen.findByRole('figure', { name: 'Photo of Mapo tofu' })).querySelector('img'),
    ).toHaveAttribute('src', uploaded('first'));
    unmount();

    serveMealPage(aMeal({ mealImages: [], imageUrl: uploaded('legacy') }));
    renderMeals(MEAL_PATH);
    expect(
      (await screen.findByRole('figure', { name: 'Photo of Mapo tofu' })).querySelector('img'),
    ).toHaveAttribute('src', uploaded('legacy'));
  });

  it('without images shows the restaurant and the date as plain sections', async () => {
    serveMealPage(aMeal());
    renderMeals(MEAL_PATH);
    const restaurant = await screen.findByRole('region', { name: 'Restaurant' });
    expect(within(restaurant).getByRole('link', { name: 'Sichuan House' })).toHaveAttribute(
      'href',
      `/restaurants/${RESTAURANT_ID}`,
    );
    expect(within(screen.getByRole('region', { name: 'Date' })).getByText(/2024/)).toHaveAttribute(
      'datetime',
      '2024-03-02',
    );
    expect(screen.queryByRole('figure', { name: 'Photo of Mapo tofu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Would order again' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Price' })).not.toBeInTheDocument();
  });

  it('shows what the meal cost, over the photo or as a section of its own', async () => {
    const price = { amount: 18.5, currency: 'USD' };
    serveMealPage(aMeal({ price }));
    const view = renderMeals(MEAL_PATH);
    expect(await screen.findByRole('region', { name: 'Price' })).toHaveTextContent('$18.50');
    view.unmount();

    serveMealPage(aMeal({ price, mealImages: [photo('a', true)] }));
    renderMeals(MEAL_PATH);
    const hero = await screen.findByRole('figure', { name: 'Photo of Mapo tofu' });
    expect(within(hero).getByText(/· \$18\.50$/)).toBeInTheDocument();
  });
});

describe('thumbs', () => {
  it('pressing the active thumb clears the rating', async () => {
    serveMealPage(aMeal({ isThumbsUp: false }));
    serveThumbs((_id, isThumbsUp) => json(aMeal({ isThumbsUp })));
    renderMeals(MEAL_PATH);
    const down = await screen.findByRole('button', { name: 'Would not order again' });
    expect(down).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(down);
    expect(down).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(sent('PUT', `/api/meals/${MEAL_ID}/thumbs`)).toHaveLength(1));
    expect(sent('PUT', `/api/meals/${MEAL_ID}/thumbs`)[0]!.body).toEqual({ isThumbsUp: null });
  });

  it('puts the rating back and says so when the server refuses it', async () => {
    serveMealPage(aMeal());
    serveThumbs(() => failure('Nope'));
    renderMeals(MEAL_PATH);
    const up = await screen.findByRole('button', { name: 'Would order again' });
    await userEvent.click(up);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update thumbs rating');
    expect(up).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('sections', () => {
  it('shows the tags with Manage Tags, and Unknown Tag for a missing one', async () => {
    serveMealPage(aMeal(), { tags: [TAGS[0]!, null] });
    renderMeals(MEAL_PATH);
    const tags = await screen.findByRole('region', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Spicy', 'Unknown Tag']);
    expect(within(tags).getByRole('link', { name: 'Manage Tags' })).toHaveAttribute(
      'href',
      `${MEAL_PATH}/edit`,
    );
  });

  it('has no Tags section without tags, and no Meal Photos for one photo', async () => {
    serveMealPage(aMeal({ mealImages: [photo('only')] }));
    renderMeals(MEAL_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Mapo tofu' });
    await waitFor(() => expect(sent('GET', `/api/meal-tags/meal/${MEAL_ID}`)).not.toHaveLength(0));
    await act(() => delay(20));
    expect(screen.queryByRole('region', { name: 'Tags' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Meal Photos' })).not.toBeInTheDocument();
  });

  it('shows the Meal Photos grid with Manage Photos for more than one photo', async () => {
    serveMealPage(aMeal({ mealImages: [photo('a', true, 'Bowl'), photo('b', false, 'Side')] }));
    renderMeals(MEAL_PATH);
    const photos = await screen.findByRole('region', { name: 'Meal Photos' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([uploaded('a'), uploaded('b')]);
    expect(within(photos).getByText('Side')).toBeInTheDocument();
    expect(within(photos).getByRole('link', { name: 'Manage Photos' })).toHaveAttribute(
      'href',
      `${MEAL_PATH}/edit`,
    );
  });

  it('offers Order This Meal for the dish at its restaurant', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    serveMealPage(aMeal(), { restaurant: aRestaurant({ yelpId: 'sichuan-house-boise' }) });
    renderMeals(MEAL_PATH);
    const order = await screen.findByRole('region', { name: 'Order This Meal' });
    await waitFor(() =>
      expect(sent('GET', `/api/restaurants/${RESTAURANT_ID}`)).not.toHaveLength(0),
    );
    await userEvent.click(within(order).getByRole('button', { name: 'Grubhub' }));
    expect(open).toHaveBeenCalledWith(
      'https://www.grubhub.com/search?queryText=Mapo+tofu+Sichuan+House',
      '_blank',
      'noopener',
    );
    await waitFor(() =>
      expect(within(order).getAllByRole('button', { name: 'Yelp' })).toHaveLength(2),
    );
    await userEvent.click(within(order).getAllByRole('button', { name: 'Yelp' })[1]!);
    expect(open).toHaveBeenLastCalledWith(
      'https://www.yelp.com/biz/sichuan-house-boise',
      '_blank',
      'noopener',
    );
  });
});

describe('delete', () => {
  afterEach(() => jest.useRealTimers());

  /** Confirms the dialog on fake time, so the Undo window can be run out. */
  async function confirmOnFakeTime() {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Meal' });
    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  }

  async function endUndoWindow() {
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS));
    jest.useRealTimers();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }

  it('asks naming the meal, goes to the list with an Undo toast, and deletes when it ends', async () => {
    serveMealPage(aMeal());
    serveMealDelete();
    serveMealList([aMeal()]);
    const view = renderMeals(MEAL_PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Meal' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this meal? This action cannot be undone.',
    );
    expect(dialog).toHaveTextContent(`This deletes ${aMeal().name}.`);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await confirmOnFakeTime();
    expect(view.currentPath()).toBe('/meals');
    expect(screen.getByText(`${aMeal().name} was deleted.`)).toBeInTheDocument();
    expect(sent('DELETE', `/api/meals/${MEAL_ID}`)).toHaveLength(0);
    await endUndoWindow();
    expect(sent('DELETE', `/api/meals/${MEAL_ID}`)).toHaveLength(1);
  });

  it('Undo on the list brings the meal back and sends nothing', async () => {
    serveMealPage(aMeal());
    serveMealDelete();
    serveMealList([aMeal()]);
    renderMeals(MEAL_PATH);
    await confirmOnFakeTime();
    jest.useRealTimers();
    await screen.findByText(`${aMeal().name} was deleted.`);
    // The list, fetched while the delete waits, leaves the meal out.
    await waitFor(() => expect(sent('GET', '/api/meals').length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('link', { name: aMeal().name })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: aMeal().name })).toBeInTheDocument();
    expect(sent('DELETE', `/api/meals/${MEAL_ID}`)).toHaveLength(0);
  });

  it('says so in a toast, and shows the meal again, when the delete fails', async () => {
    serveMealPage(aMeal());
    serveMealDelete(() => failure('Nope'));
    serveMealList([aMeal()]);
    renderMeals(MEAL_PATH);
    await confirmOnFakeTime();
    await endUndoWindow();
    expect(await screen.findByText('Failed to delete meal')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: aMeal().name })).toBeInTheDocument();
  });
});

describe('notes', () => {
  const notesRegion = () => screen.getByRole('region', { name: 'Notes' });
  const notesPuts = () => sent('PUT', `/api/meals/${MEAL_ID}`).map((request) => request.body);

  it('shows markdown with links opening in a new tab, and no raw HTML', async () => {
    serveMealPage(
      aMeal({
        notes:
          '**Numbing** heat. See [the menu](https://sichuan.example/menu).\n\n<b>raw</b> [bad](javascript:alert(1))',
      }),
    );
    renderMeals(MEAL_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Mapo tofu' });
    const link = within(notesRegion()).getByRole('link', { name: 'the menu' });
    expect(link).toHaveAttribute('href', 'https://sichuan.example/menu');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(notesRegion()).getByText('Numbing').tagName).toBe('STRONG');
    expect(notesRegion().querySelector('b')).toBeNull();
    expect(within(notesRegion()).queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();

    // Following a link does not start editing.
    fireEvent.click(link);
    expect(within(notesRegion()).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('empty, offers to add notes; a click gives a focused text area with the placeholder', async () => {
    serveMealPage(aMeal());
    renderMeals(MEAL_PATH);
    const add = await screen.findByRole('button', {
      name: 'Click to add notes (Markdown supported)',
    });
    await userEvent.click(add);
    const textarea = within(notesRegion()).getByRole('textbox', { name: 'Notes' });
    expect(textarea).toHaveFocus();
    expect(textarea).toHaveAttribute(
      'placeholder',
      'Add notes about this meal... (Markdown supported)',
    );
  });

  it('clicking the text edits it; leaving without a change saves nothing', async () => {
    serveMealPage(aMeal({ notes: 'Crispy edges' }));
    renderMeals(MEAL_PATH);
    await userEvent.click(await screen.findByText('Crispy edges'));
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toHaveValue('Crispy edges');
    expect(textarea).toHaveFocus();
    await userEvent.tab();
    expect(screen.queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
    await act(() => delay(1100));
    expect(notesPuts()).toEqual([]);
  });

  describe('with fake timers', () => {
    let fetchSpy: jest.SpyInstance;
    beforeEach(() => {
      jest.useFakeTimers();
      fetchSpy = jest.spyOn(globalThis, 'fetch');
    });
    afterEach(() => jest.useRealTimers());

    /** The notes saves started so far: counted as they leave, before any answer. */
    const notesSavesStarted = () =>
      fetchSpy.mock.calls.filter(
        ([url, init]) => String(url) === `/api/meals/${MEAL_ID}` && init?.method === 'PUT',
      ).length;

    async function openEditor(notes = '') {
      serveMealPage(aMeal({ notes }));
      serveMealUpdate(aMeal({ notes }));
      // A key every 100 ms: quick typing, well inside the 1000 ms pause.
      const user = userEvent.setup({ delay: 100, advanceTimers: jest.advanceTimersByTime });
      renderMeals(MEAL_PATH);
      await screen.findByRole('heading', { level: 1, name: 'Mapo tofu' });
      await user.click(
        notes
          ? screen.getByRole('button', { name: 'Edit Notes' })
          : screen.getByRole('button', { name: 'Click to add notes (Markdown supported)' }),
      );
      return { user, textarea: screen.getByRole('textbox', { name: 'Notes' }) };
    }

    it('autosaves 1000 ms after the last key: one request for a whole burst of typing', async () => {
      const { user, textarea } = await openEditor();
      let lastKeyAt = 0;
      textarea.addEventListener('input', () => {
        lastKeyAt = Date.now();
      });
      await user.type(textarea, 'Great broth');
      expect(notesSavesStarted()).toBe(0);

      await act(() => jest.advanceTimersByTimeAsync(lastKeyAt + 999 - Date.now()));
      expect(notesSavesStarted()).toBe(0);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(notesSavesStarted()).toBe(1);
      await waitFor(() => expect(notesPuts()).toEqual([{ notes: 'Great broth' }]));

      // Another pause, another single request.
      await user.type(textarea, '!');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      await waitFor(() =>
        expect(notesPuts()).toEqual([{ notes: 'Great broth' }, { notes: 'Great broth!' }]),
      );
      expect(textarea).toHaveValue('Great broth!');
      expect(textarea).toHaveFocus();
    });

    it("says 'Saved' in a polite live region after an autosave, until the next edit", async () => {
      const { user, textarea } = await openEditor();
      const status = () => within(notesRegion()).getByRole('status');
      expect(status()).toHaveTextContent('');
      await user.type(textarea, 'Rich');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(status()).toHaveTextContent('Saved'));
      expect(status()).not.toHaveAttribute('aria-live', 'assertive');
      expect(notesPuts()).toEqual([{ notes: 'Rich' }]);

      await user.type(textarea, '!');
      expect(status()).toHaveTextContent('');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    });

    it('blur cancels the pending autosave and saves at once', async () => {
      const { user, textarea } = await openEditor('Soft');
      await user.type(textarea, ' and silky');
      await act(() => jest.advanceTimersByTimeAsync(500));
      expect(notesSavesStarted()).toBe(0);
      act(() => textarea.blur());
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(notesSavesStarted()).toBe(1);

      await waitFor(() => expect(notesPuts()).toEqual([{ notes: 'Soft and silky' }]));
      expect(screen.queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
      expect(within(notesRegion()).getByText('Soft and silky')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(notesPuts()).toHaveLength(1);
    });

    it('keeps the text and says so when saving fails', async () => {
      serveMealPage(aMeal());
      serveMealUpdate(aMeal(), () => failure('Database down'));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderMeals(MEAL_PATH);
      await user.click(
        await screen.findByRole('button', { name: 'Click to add notes (Markdown supported)' }),
      );
      const textarea = screen.getByRole('textbox', { name: 'Notes' });
      await user.type(textarea, 'Too salty');
      await act(() => jest.advanceTimersByTimeAsync(1000));

      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save notes');
      expect(textarea).toHaveValue('Too salty');
      expect(notesPuts()).toEqual([{ notes: 'Too salty' }]);
    });

    it('loses no key typed while a save is answered', async () => {
      serveMealPage(aMeal());
      let answers = 0;
      serveMealUpdate(aMeal(), async (body) => {
        answers += 1;
        await delay(400);
        return json(aMeal({ notes: String(body.notes).trim() }));
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderMeals(MEAL_PATH);
      await user.click(
        await screen.findByRole('button', { name: 'Click to add notes (Markdown supported)' }),
      );
      const textarea = screen.getByRole('textbox', { name: 'Notes' });
      await user.type(textarea, 'Hot ');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      // The first save is out; typing goes on meanwhile (its answer trims the space).
      await user.type(textarea, 'pot');
      await act(() => jest.advanceTimersByTimeAsync(500));
      expect(textarea).toHaveValue('Hot pot');
      await act(() => jest.advanceTimersByTimeAsync(1500));
      await waitFor(() => expect(answers).toBe(2));
      await act(() => jest.advanceTimersByTimeAsync(500));
      expect(notesPuts()).toEqual([{ notes: 'Hot ' }, { notes: 'Hot pot' }]);
      expect(textarea).toHaveValue('Hot pot');
    });
  });
});

describe('who you were with', () => {
  it('names each person as a link to the meals with them, and nothing when alone', async () => {
    serveMealPage(aMeal({ companions: ['Sam Lee', 'Alex'] }));
    const view = renderMeals(MEAL_PATH);
    const people = await screen.findByRole('list', { name: 'With' });
    expect(
      within(people).getByRole('link', { name: 'Sam Lee: all meals with Sam Lee' }),
    ).toHaveAttribute('href', '/meals?companion=Sam+Lee');
    expect(within(people).getByRole('link', { name: 'Alex: all meals with Alex' })).toHaveAttribute(
      'href',
      '/meals?companion=Alex',
    );
    view.unmount();

    serveMealPage(aMeal({ companions: [] }));
    const alone = renderMeals(MEAL_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Mapo tofu' });
    expect(screen.queryByRole('list', { name: 'With' })).not.toBeInTheDocument();
    alone.unmount();

    // Under the photo too.
    serveMealPage(aMeal({ companions: ['Sam Lee'], mealImages: [photo('a', true)] }));
    renderMeals(MEAL_PATH);
    await screen.findByRole('figure', { name: 'Photo of Mapo tofu' });
    expect(await screen.findByRole('region', { name: 'With' })).toHaveTextContent('Sam Lee');
  });
});

describe('a meal of a shared diary (issue 46)', () => {
  const shared = (userId: string) =>
    aMeal({ diaryId: SHARED_DIARY_ID, userId, notes: 'Ask for extra chili', isThumbsUp: true });

  it('shows a viewer who added it, and no control that would change it', async () => {
    serveSharedDiary('viewer', [{ userId: 'u2', firstName: 'Sam' }]);
    serveMealPage(shared('u2'));
    renderMeals(MEAL_PATH);

    expect(await screen.findByText('Added by Sam')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mapo tofu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Notes' })).not.toBeInTheDocument();
    expect(screen.getByText('Ask for extra chili')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Would order again' })).toBeDisabled();
  });

  it('gives an editor the controls, and names the one who added it as you or a former member', async () => {
    serveSharedDiary('editor', [{ userId: 'u2', firstName: 'Sam' }]);
    serveMealPage(shared(testUser.id));
    const view = renderMeals(MEAL_PATH);

    expect(await screen.findByText('Added by you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${MEAL_PATH}/edit`);
    expect(screen.getByRole('button', { name: 'Would order again' })).toBeEnabled();
    view.unmount();

    serveMealPage(shared('gone'));
    renderMeals(MEAL_PATH);
    expect(await screen.findByText('Added by a former member')).toBeInTheDocument();
  });
});
