import { render, screen } from '@testing-library/react';
import { DetailHero } from './DetailHero';

const image = { url: '/api/uploads/images/hero.jpg', isPrimary: true, caption: '' };

it("shows the photo, named by its caption or else the record's name", () => {
  const { rerender } = render(<DetailHero image={image} name="Chez Panisse" />);
  expect(screen.getByRole('img', { name: 'Chez Panisse' })).toBeInTheDocument();
  rerender(<DetailHero image={{ ...image, caption: 'The terrace' }} name="Chez Panisse" />);
  expect(screen.getByRole('img', { name: 'The terrace' })).toBeInTheDocument();
});

it('carries its overlay in the figure caption, and has none without one', () => {
  const { container, rerender } = render(
    <DetailHero image={image} name="Mapo tofu" aria-label="Photo of Mapo tofu">
      <span>Sichuan House</span>
    </DetailHero>,
  );
  expect(screen.getByRole('figure', { name: 'Photo of Mapo tofu' })).toHaveTextContent(
    'Sichuan House',
  );
  rerender(<DetailHero image={image} name="Mapo tofu" />);
  expect(container.querySelector('figcaption')).toBeNull();
});
