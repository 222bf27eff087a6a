import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CardMedia } from './CardMedia';
import { CardLink, DiaryCard } from './DiaryCard';

it("is a list item whose main link goes to the record, and shows the record's photo", () => {
  render(
    <MemoryRouter>
      <ul>
        <DiaryCard>
          <CardMedia
            image={{ url: '/api/uploads/images/a.jpg', isPrimary: true, caption: 'Front' }}
            sizes="50vw"
          />
          <h2>
            <CardLink to="/meals/m1">Mapo tofu</CardLink>
          </h2>
        </DiaryCard>
      </ul>
    </MemoryRouter>,
  );
  expect(screen.getByRole('listitem')).toContainElement(
    screen.getByRole('link', { name: 'Mapo tofu' }),
  );
  expect(screen.getByRole('link', { name: 'Mapo tofu' })).toHaveAttribute('href', '/meals/m1');
  // Decorative: the card's name already says what it shows.
  const photo = screen.getByRole('listitem').querySelector('img');
  expect(photo).toHaveAttribute('src', '/api/uploads/images/a.jpg');
  expect(photo).toHaveAttribute('alt', '');
});

it('shows a plate, hidden from assistive tech, without a photo', () => {
  const { container } = render(<CardMedia image={undefined} sizes="50vw" iconSize={64} />);
  expect(container.querySelector('img')).toBeNull();
  const plate = container.querySelector('svg');
  expect(plate).toHaveAttribute('width', '64');
  expect(plate?.closest('[aria-hidden="true"]')).not.toBeNull();
});
