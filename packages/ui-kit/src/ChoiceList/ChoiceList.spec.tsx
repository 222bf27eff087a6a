import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceList, type Choice } from './ChoiceList';

const CHOICES: Choice[] = [
  { value: 'a', label: 'Spicy', detail: '3 meals' },
  { value: 'b', label: 'spicy', detail: '1 meal' },
  { value: 'c', label: 'Hot' },
];

function Harness({ disabled = false, initial = 'a' }: { disabled?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ChoiceList
        legend="Keep this name"
        choices={CHOICES}
        value={value}
        onChange={setValue}
        disabled={disabled}
      />
      <output>{value}</output>
    </>
  );
}

it('is a group named by its legend, one radio a choice, the value checked', () => {
  render(<Harness />);
  const group = screen.getByRole('group', { name: 'Keep this name' });
  const radios = within(group).getAllByRole('radio');
  expect(radios).toHaveLength(3);
  expect(within(group).getByRole('radio', { name: 'Spicy 3 meals' })).toBeChecked();
  expect(within(group).getByRole('radio', { name: 'spicy 1 meal' })).not.toBeChecked();
  expect(within(group).getByRole('radio', { name: 'Hot' })).not.toBeChecked();
  // One group: the radios share a name.
  expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
});

it('answers the value of the row clicked (anywhere on its label) or reached by arrow keys', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByText('1 meal'));
  expect(screen.getByRole('radio', { name: 'spicy 1 meal' })).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('b');
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: 'Hot' })).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('c');
});

it('checks nothing for an empty value, and takes no pick while disabled', async () => {
  const { unmount } = render(<Harness initial="" />);
  for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  unmount();
  render(<Harness disabled />);
  for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  await userEvent.click(screen.getByText('Hot'));
  expect(screen.getByRole('radio', { name: 'Spicy 3 meals' })).toBeChecked();
});
