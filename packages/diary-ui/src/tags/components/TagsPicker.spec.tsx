import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import type { Tag } from '@dd/contracts';
import { TagsPicker, type PendingTagsHandle } from './TagsPicker';

const allTags: Tag[] = [
  { _id: 't1', diaryId: 'd1', name: 'Spicy' },
  { _id: 't2', diaryId: 'd1', name: 'Vegan' },
  { _id: 't3', diaryId: 'd1', name: 'Sushi' },
  { _id: 't4', diaryId: 'd1', name: 'Seafood' },
  { _id: 't5', diaryId: 'd1', name: 'Steak' },
  { _id: 't6', diaryId: 'd1', name: 'Soup' },
  { _id: 't7', diaryId: 'd1', name: 'Sandwich' },
  { _id: 't8', diaryId: 'd1', name: 'Desserts' },
];

function Harness({
  initial = [],
  onCreate,
  onSubmit = jest.fn(),
}: {
  initial?: Tag[];
  onCreate: (name: string) => Promise<Tag>;
  onSubmit?: () => void;
}) {
  const [selected, setSelected] = useState<Tag[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TagsPicker
        allTags={allTags}
        selected={selected}
        onChange={setSelected}
        onCreate={onCreate}
      />
      <output aria-label="selected">{selected.map((tag) => tag._id).join(',')}</output>
    </form>
  );
}

function setup(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const user = userEvent.setup();
  const onCreate =
    props.onCreate ?? jest.fn(async (name: string) => ({ _id: 'new', diaryId: 'd1', name }));
  const onSubmit = props.onSubmit ?? jest.fn();
  render(<Harness initial={props.initial} onCreate={onCreate} onSubmit={onSubmit} />);
  return {
    user,
    onCreate,
    onSubmit,
    input: screen.getByRole('combobox', { name: 'Tags' }),
  };
}

const selectedIds = () => screen.getByLabelText('selected').textContent;

it('selects an existing tag typed in another case, with Enter, without submitting the form', async () => {
  const { user, input, onCreate, onSubmit } = setup();
  await user.type(input, '  vEgAn {Enter}');
  expect(selectedIds()).toBe('t2');
  expect(onCreate).not.toHaveBeenCalled();
  expect(onSubmit).not.toHaveBeenCalled();
  expect(input).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Remove Vegan' })).toBeInTheDocument();
});

it('creates a new trimmed name with the Add button and selects it', async () => {
  const { user, input, onCreate } = setup();
  await user.type(input, '  Date Night ');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(selectedIds()).toBe('new'));
  expect(onCreate).toHaveBeenCalledWith('Date Night');
  expect(input).toHaveValue('');
  // The box keeps focus, so a phone's keyboard stays up for the next tag.
  expect(input).toHaveFocus();
});

it('does not add a selected tag twice', async () => {
  const { user, input, onCreate } = setup({ initial: [allTags[0]!] });
  await user.type(input, 'spicy{Enter}');
  expect(selectedIds()).toBe('t1');
  expect(onCreate).not.toHaveBeenCalled();
});

it('ignores a blank name: Add stays disabled and Enter does nothing', async () => {
  const { user, input, onCreate } = setup();
  expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  await user.type(input, '   {Enter}');
  expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  expect(onCreate).not.toHaveBeenCalled();
  expect(selectedIds()).toBe('');
});

it('suggests at most 5 unselected tags and picks one by click', async () => {
  const { user, input } = setup({ initial: [allTags[2]!] });
  await user.type(input, 's');
  const listbox = screen.getByRole('listbox');
  const options = within(listbox).getAllByRole('option');
  expect(options).toHaveLength(5);
  expect(options.map((option) => option.textContent)).not.toContain('Sushi');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await user.click(within(listbox).getByRole('option', { name: 'Seafood' }));
  expect(selectedIds()).toBe('t3,t4');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('picks a suggestion with the arrow keys and Enter', async () => {
  const { user, input } = setup();
  await user.type(input, 'ea');
  expect(
    within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Seafood', 'Steak']);
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(input).toHaveAttribute(
    'aria-activedescendant',
    screen.getByRole('option', { name: 'Steak' }).id,
  );
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Seafood' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowUp}{Enter}');
  expect(selectedIds()).toBe('t5');
});

it('closes the suggestions on Escape', async () => {
  const { user, input } = setup();
  await user.type(input, 'so');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(input).toHaveValue('so');
});

it('removes a selected tag', async () => {
  const { user } = setup({ initial: [allTags[0]!, allTags[1]!] });
  await user.click(screen.getByRole('button', { name: 'Remove Spicy' }));
  expect(selectedIds()).toBe('t2');
});

it("shows 'Failed to create tag' and keeps the text when creating fails", async () => {
  const onCreate = jest.fn(async () => {
    throw new Error('Bad Request');
  });
  const { user, input } = setup({ onCreate });
  await user.type(input, 'Cozy{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create tag');
  expect(input).toHaveValue('Cozy');
  expect(selectedIds()).toBe('');
});

it('takes a comma as the end of a tag, and each name of a pasted list', async () => {
  let created = 0;
  const onCreate = jest.fn(async (name: string) => ({
    _id: `new${++created}`,
    diaryId: 'd1',
    name,
  }));
  const { user, input } = setup({ onCreate });

  await user.type(input, 'vegan,');
  expect(selectedIds()).toBe('t2');
  expect(input).toHaveValue('');

  await user.click(input);
  await user.paste('Brunch, spicy ,Late night');
  await waitFor(() => expect(selectedIds()).toBe('t2,new1,t1'));
  expect(onCreate).toHaveBeenCalledTimes(1);
  expect(onCreate).toHaveBeenCalledWith('Brunch');
  expect(input).toHaveValue('Late night');
});

describe('text still in the box when the form saves (commitPending)', () => {
  function Form({
    onCreate,
    onSaved,
  }: {
    onCreate: (name: string) => Promise<Tag>;
    onSaved: (tags: Tag[]) => void;
  }) {
    const [selected, setSelected] = useState<Tag[]>([allTags[0]!]);
    const box = useRef<PendingTagsHandle>(null);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void box.current!.commitPending().then(onSaved, () => undefined);
        }}
      >
        <TagsPicker
          ref={box}
          allTags={allTags}
          selected={selected}
          onChange={setSelected}
          onCreate={onCreate}
        />
        <button type="submit">Save</button>
      </form>
    );
  }

  async function saveWithText(text: string, onCreate: (name: string) => Promise<Tag>) {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    render(<Form onCreate={onCreate} onSaved={onSaved} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    if (text) await user.type(input, text);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    return { onSaved, input };
  }

  it('creates a new name and answers it with the selection', async () => {
    const onCreate = jest.fn(async (name: string) => ({ _id: 'new', diaryId: 'd1', name }));
    const { onSaved, input } = await saveWithText('  Date night ', onCreate);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0][0].map((tag: Tag) => tag._id)).toEqual(['t1', 'new']);
    expect(onCreate).toHaveBeenCalledWith('Date night');
    expect(input).toHaveValue('');
  });

  it('selects an existing tag of the same name instead of a duplicate', async () => {
    const onCreate = jest.fn();
    const { onSaved } = await saveWithText('SUSHI', onCreate);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0][0].map((tag: Tag) => tag._id)).toEqual(['t1', 't3']);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it.each(['   ', ' spicy'])(
    'adds nothing for %j (blank, or a tag already selected)',
    async (text) => {
      const onCreate = jest.fn();
      const { onSaved } = await saveWithText(text, onCreate);
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(onSaved.mock.calls[0][0].map((tag: Tag) => tag._id)).toEqual(['t1']);
      expect(onCreate).not.toHaveBeenCalled();
    },
  );

  it('holds the save when the tag cannot be created, keeping the text', async () => {
    const onCreate = jest.fn(async () => {
      throw new Error('Bad Request');
    });
    const { onSaved, input } = await saveWithText('Cozy', onCreate);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create tag');
    expect(onSaved).not.toHaveBeenCalled();
    expect(input).toHaveValue('Cozy');
  });
});

describe('a name that differs from a tag only by case, plural or spaces', () => {
  it('offers the existing tag instead of creating a near-duplicate', async () => {
    const { user, input, onCreate } = setup();
    await user.type(input, 'dessert{Enter}');
    const offer = screen.getByRole('status', { name: 'Similar tag' });
    expect(offer).toHaveTextContent('You have a tag “Desserts”. Use it instead of “dessert”?');
    expect(onCreate).not.toHaveBeenCalled();
    expect(input).toHaveValue('dessert');
    // The suggestions give way to the offer, which they would cover.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Use Desserts' }));
    expect(selectedIds()).toBe('t8');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('status', { name: 'Similar tag' })).not.toBeInTheDocument();
  });

  it('still adds the new name when asked to', async () => {
    const { user, input, onCreate } = setup();
    await user.type(input, 'ice creams');
    await user.clear(input);
    await user.type(input, 'Dessert');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add “Dessert”' }));
    expect(onCreate).toHaveBeenCalledWith('Dessert');
    expect(selectedIds()).toBe('new');
  });

  it('forgets the offer once the text changes', async () => {
    const { user, input } = setup();
    await user.type(input, 'dessert{Enter}');
    expect(screen.getByRole('status', { name: 'Similar tag' })).toBeInTheDocument();
    await user.type(input, 's');
    expect(screen.queryByRole('status', { name: 'Similar tag' })).not.toBeInTheDocument();
  });
});
