import { render, screen, within } from '@testing-library/react';
import { Figures } from './Figures';

it('names each value by its label, with its detail, as a description list', () => {
  render(
    <Figures
      aria-label="March"
      figures={[
        { label: 'Meals', value: '120' },
        { label: 'Thumbs up', value: '75%', detail: 'of 40 rated' },
      ]}
    />,
  );
  const list = screen.getByLabelText('March');
  expect(list.tagName).toBe('DL');
  const terms = within(list)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const definitions = within(list)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  expect(terms).toEqual(['Meals', 'Thumbs up']);
  expect(definitions).toEqual(['120', '75%', 'of 40 rated']);
});
