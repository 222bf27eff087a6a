import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComboboxInput, ComboboxListbox, ComboboxNote, ComboboxOption } from './Combobox';

it('lists named options, marks the selected one, and picks on click', async () => {
  const onPick = jest.fn();
  render(
    <ComboboxListbox id="list" label="Restaurants">
      <ComboboxOption id="o1" selected active={false} onPick={jest.fn()}>
        Chez Panisse
      </ComboboxOption>
      <ComboboxOption id="o2" selected={false} active onPick={onPick}>
        Luigi&apos;s
      </ComboboxOption>
    </ComboboxListbox>,
  );
  expect(screen.getByRole('listbox', { name: 'Restaurants' })).toHaveAttribute('id', 'list');
  expect(screen.getByRole('option', { name: 'Chez Panisse' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await userEvent.click(screen.getByRole('option', { name: "Luigi's" }));
  expect(onPick).toHaveBeenCalledTimes(1);
});

it('keeps the focus where it is when an option is pressed', () => {
  render(
    <ComboboxListbox id="list" label="Tags">
      <ComboboxOption id="o1" selected={false} active={false} onPick={jest.fn()}>
        Spicy
      </ComboboxOption>
    </ComboboxListbox>,
  );
  const pressed = fireEvent.mouseDown(screen.getByRole('option', { name: 'Spicy' }));
  expect(pressed).toBe(false);
});

it('shows a note that is not a choice', () => {
  render(
    <ComboboxListbox id="list" label="Restaurants">
      <ComboboxNote>Loading restaurants...</ComboboxNote>
    </ComboboxListbox>,
  );
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(screen.getByRole('listbox')).toHaveTextContent('Loading restaurants...');
});

it('the text box names its popup and active option only while the popup is open', () => {
  const { rerender } = render(
    <ComboboxInput aria-label="Restaurant" expanded listId="list" activeId="o2" />,
  );
  const box = screen.getByRole('combobox', { name: 'Restaurant' });
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveAttribute('aria-controls', 'list');
  expect(box).toHaveAttribute('aria-activedescendant', 'o2');
  expect(box).toHaveAttribute('autocomplete', 'off');

  rerender(<ComboboxInput aria-label="Restaurant" expanded={false} listId="list" activeId="o2" />);
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).not.toHaveAttribute('aria-controls');
  expect(box).not.toHaveAttribute('aria-activedescendant');
});
