import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChipEntry, useChipEntryState } from './ChipEntry';

const FRUITS = ['Apple', 'Apricot', 'Banana'];

function Harness({
  initial = [],
  openOnFocus = false,
  disabled = false,
  addLabel,
  onSubmit = jest.fn(),
}: {
  initial?: string[];
  openOnFocus?: boolean;
  disabled?: boolean;
  addLabel?: string;
  onSubmit?: () => void;
}) {
  const box = useChipEntryState();
  const [chosen, setChosen] = useState(initial);
  const [text, setText] = useState('');
  const add = (value: string) => {
    const name = value.trim();
    if (name && !chosen.includes(name)) setChosen([...chosen, name]);
    setText('');
    box.close();
  };
  const suggestions = FRUITS.filter(
    (fruit) => !chosen.includes(fruit) && fruit.toLowerCase().startsWith(text.toLowerCase()),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ChipEntry
        state={box}
        label="Fruits"
        chips={chosen.map((fruit) => ({ key: fruit, name: fruit }))}
        chipsLabel="Fruits chosen"
        onRemove={(fruit) => {
          setChosen(chosen.filter((other) => other !== fruit));
          box.focus();
        }}
        text={text}
        onTextChange={setText}
        suggestions={suggestions}
        suggestionKey={(fruit) => fruit}
        renderSuggestion={(fruit) => <strong>{fruit}</strong>}
        suggestionsLabel="Fruit suggestions"
        onChoose={add}
        onEnter={() => add(text)}
        onAdd={() => add(text)}
        addLabel={addLabel}
        openOnFocus={openOnFocus}
        disabled={disabled}
        inputProps={{ placeholder: 'Add a fruit...', name: 'fruit' }}
      >
        <p>Below the box</p>
      </ChipEntry>
    </form>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(<Harness onSubmit={onSubmit} {...props} />);
  return { user, onSubmit, input: screen.getByRole('combobox', { name: 'Fruits' }) };
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Fruits chosen' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

it('labels the box, passes its input props, and shows what comes below it', () => {
  const { input } = setup();
  expect(input).toHaveAttribute('placeholder', 'Add a fruit...');
  expect(input).toHaveAttribute('name', 'fruit');
  expect(screen.getByText('Below the box')).toBeInTheDocument();
  // No chips, no list of them; nothing typed, nothing to add.
  expect(screen.queryByRole('list', { name: 'Fruits chosen' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
});

it('adds the typed text with Enter (not submitting the form) or Add, keeping the focus', async () => {
  const { user, input, onSubmit } = setup();
  await user.type(input, 'Cherry{Enter}');
  expect(chips()).toEqual(['Cherry']);
  expect(onSubmit).not.toHaveBeenCalled();
  expect(input).toHaveValue('');

  await user.type(input, 'Date');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(chips()).toEqual(['Cherry', 'Date']);
  expect(input).toHaveFocus();
});

it('suggests as it is typed; arrows and Enter or a click pick one', async () => {
  const { user, input } = setup();
  await user.type(input, 'ap');
  const list = screen.getByRole('listbox', { name: 'Fruit suggestions' });
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Apple', 'Apricot']);
  expect(input).toHaveAttribute('aria-expanded', 'true');

  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(input).toHaveAttribute(
    'aria-activedescendant',
    within(list).getByRole('option', { name: 'Apricot' }).id,
  );
  await user.keyboard('{Enter}');
  expect(chips()).toEqual(['Apricot']);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

  await user.type(input, 'a');
  await user.click(screen.getByRole('option', { name: 'Apple' }));
  expect(chips()).toEqual(['Apricot', 'Apple']);
  expect(input).toHaveFocus();

  await user.type(input, 'b');
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('opens its suggestions on focus only when asked to', async () => {
  const { user, input } = setup();
  await user.click(input);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('opens its suggestions on focus when asked to; a blur closes them', async () => {
  const { user, input } = setup({ openOnFocus: true });
  await user.click(input);
  expect(screen.getByRole('listbox', { name: 'Fruit suggestions' })).toBeInTheDocument();
  await user.tab();
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('removes a chip by its button, named after it', async () => {
  const { user, input } = setup({ initial: ['Apple', 'Banana'] });
  await user.click(screen.getByRole('button', { name: 'Remove Apple' }));
  expect(chips()).toEqual(['Banana']);
  expect(input).toHaveFocus();
});

it('names its Add button apart when asked, and takes nothing while disabled', async () => {
  setup({ initial: ['Apple'], addLabel: 'Add fruit', disabled: true });
  expect(screen.getByRole('button', { name: 'Add fruit' })).toHaveTextContent('Add');
  expect(screen.getByRole('button', { name: 'Add fruit' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Fruits' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Remove Apple' })).toBeDisabled();
});
