import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { delay, http, HttpResponse, server } from '@dd/shell-kit/testing';
import type { CategoryOption } from '../model/categories';
import { CATEGORIES } from '../testing/fixtures';
import { failure, serveCategories } from '../testing/discoverApi';
import { renderWithQueryClient } from '../testing/renderWithQueryClient';
import { CategoryPicker } from './CategoryPicker';

let chosen: CategoryOption | null = null;

function Picker() {
  const [value, setValue] = useState<CategoryOption | null>(null);
  return (
    <CategoryPicker
      value={value}
      onChange={(next) => {
        chosen = next;
        setValue(next);
      }}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'Category' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

beforeEach(() => {
  chosen = null;
});

afterEach(() => jest.restoreAllMocks());

it("shows 'Loading...' until the categories arrive, then the user's and the fallbacks by name", async () => {
  let release: () => void = () => {};
  server.use(
    http.get('/api/categories', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json(CATEGORIES);
    }),
  );
  renderWithQueryClient(<Picker />);
  await userEvent.click(box());
  expect(screen.getByText('Loading...')).toBeVisible();
  expect(optionNames()).toEqual([]);

  await act(async () => release());
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  expect(optionNames()).toEqual([
    'American',
    'Breakfast & Brunch',
    'Burgers',
    'Cafes',
    'Chinese',
    'Indian',
    'Italian',
    'Japanese',
    'Late Night',
    'Mexican',
    'Pizza',
    'Sushi',
    'Thai',
  ]);
});

it('filters by the typed text and offers to create a name that does not exist', async () => {
  serveCategories(CATEGORIES);
  renderWithQueryClient(<Picker />);
  await userEvent.type(box(), 'qx');
  expect(await screen.findByText('No matching categories')).toBeVisible();
  expect(optionNames()).toEqual(['Create "qx"']);

  await userEvent.clear(box());
  await userEvent.type(box(), 'an');
  expect(optionNames()).toEqual([
    'American',
    'Indian',
    'Italian',
    'Japanese',
    'Mexican',
    'Create "an"',
  ]);
  expect(screen.queryByText('No matching categories')).not.toBeInTheDocument();
});

it('offers no creation for an existing name in any case, nor for blank text', async () => {
  serveCategories(CATEGORIES);
  renderWithQueryClient(<Picker />);
  await userEvent.type(box(), 'late night');
  await waitFor(() => expect(optionNames()).toEqual(['Late Night']));
  await userEvent.clear(box());
  await userEvent.type(box(), '   ');
  expect(optionNames()).not.toContainEqual(expect.stringMatching(/^Create/));
});

it('selects an option with a click or the keyboard, and the choice can be cleared', async () => {
  serveCategories(CATEGORIES);
  renderWithQueryClient(<Picker />);
  await userEvent.type(box(), 'piz');
  await userEvent.click(await screen.findByRole('option', { name: 'Pizza' }));
  expect(chosen).toEqual({ _id: 'c2', name: 'Pizza', alias: 'pizza' });
  expect(box()).toHaveValue('Pizza');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Clear category Pizza' }));
  expect(chosen).toBeNull();
  expect(box()).toHaveValue('');

  await userEvent.type(box(), 'thai{ArrowDown}{Enter}');
  expect(chosen).toEqual({ _id: null, name: 'Thai', alias: 'thai' });
});

it('creates a category from the trimmed text and selects it', async () => {
  const { created } = serveCategories(CATEGORIES, { createDelay: 20 });
  renderWithQueryClient(<Picker />);
  await userEvent.type(box(), '  Food Trucks  ');
  await userEvent.click(await screen.findByRole('option', { name: 'Create "Food Trucks"' }));
  await waitFor(() =>
    expect(chosen).toEqual({ _id: 'new-food trucks', name: 'Food Trucks', alias: 'food_trucks' }),
  );
  expect(created.map(({ body }) => body)).toEqual([{ name: 'Food Trucks' }]);
  expect(box()).toHaveValue('Food Trucks');

  // The new category is listed from now on.
  await userEvent.clear(box());
  await userEvent.type(box(), 'food trucks');
  expect(optionNames()).toEqual(['Food Trucks']);
});

it('logs a failed load (the fallbacks are still offered) and a failed creation', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    http.get('/api/categories', () => failure('down', 503)),
    http.post('/api/categories', async () => {
      await delay(5);
      return failure('down', 503);
    }),
  );
  renderWithQueryClient(<Picker />);
  await userEvent.click(box());
  await waitFor(() =>
    expect(logged).toHaveBeenCalledWith('Failed to load categories', expect.any(Error)),
  );
  expect(optionNames()).toContain('Italian');

  await userEvent.type(box(), 'Tapas');
  await userEvent.click(screen.getByRole('option', { name: 'Create "Tapas"' }));
  await waitFor(() =>
    expect(logged).toHaveBeenCalledWith('Failed to create category', expect.any(Error)),
  );
  expect(chosen).toBeNull();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
