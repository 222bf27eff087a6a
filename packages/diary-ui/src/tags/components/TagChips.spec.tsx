import { render, screen, within } from '@testing-library/react';
import { TagChips } from './TagChips';

it('lists the tags, naming a missing one Unknown Tag', () => {
  render(<TagChips tags={[{ _id: 't1', name: 'Spicy' }, { _id: 't2', name: '' }, null]} />);
  const list = screen.getByRole('list', { name: 'Tags' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Spicy', 'Unknown Tag', 'Unknown Tag']);
});

it('renders a name as text, never as HTML', () => {
  render(<TagChips tags={[{ _id: 't1', name: '<img src=x onerror=alert(1)>' }]} />);
  expect(screen.getByRole('listitem')).toHaveTextContent('<img src=x onerror=alert(1)>');
  expect(document.querySelector('img')).toBeNull();
});

it('renders nothing without tags', () => {
  const { container } = render(<TagChips tags={[]} />);
  expect(container).toBeEmptyDOMElement();
});
