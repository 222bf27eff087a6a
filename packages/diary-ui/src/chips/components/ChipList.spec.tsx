import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ChipList } from './ChipList';

it('lists its chips under its name, each a plain chip without somewhere to lead', () => {
  render(
    <ChipList
      label="Tags"
      chips={[
        { key: 'a', content: 'Spicy' },
        { key: 'b', content: <strong>Vegan</strong> },
      ]}
    />,
  );
  const list = screen.getByRole('list', { name: 'Tags' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Spicy', 'Vegan']);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('makes a chip that leads somewhere a link, named by its label', () => {
  render(
    <MemoryRouter>
      <ChipList
        label="With"
        className="extra"
        chipClassName="mine"
        chips={[
          { key: 'ana', content: 'Ana', to: '/meals?companion=Ana', linkLabel: 'Ana: all meals' },
          { key: 'bo', content: 'Bo' },
        ]}
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('list', { name: 'With' })).toHaveClass('extra');
  const link = screen.getByRole('link', { name: 'Ana: all meals' });
  expect(link).toHaveAttribute('href', '/meals?companion=Ana');
  expect(link).toHaveClass('mine');
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.getByText('Bo')).toHaveClass('mine');
});
