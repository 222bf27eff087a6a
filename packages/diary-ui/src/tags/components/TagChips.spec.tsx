import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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

it('links each tag to the list narrowed to it when told which list', () => {
  render(
    <MemoryRouter>
      <TagChips tags={[{ _id: '64b0000000000000000000a1', name: 'Spicy' }, null]} linkTo="meals" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: /^Spicy/ })).toHaveAttribute(
    'href',
    '/meals?tag=64b0000000000000000000a1',
  );
  // A missing tag has nowhere to lead.
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.getByText('Unknown Tag').closest('a')).toBeNull();
});
