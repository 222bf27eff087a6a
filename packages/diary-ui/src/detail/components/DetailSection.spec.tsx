import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DetailCard, DetailSection } from './DetailSection';

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

it('is a region named by its heading, with a header link as a button-styled link', () => {
  inRouter(
    <DetailSection title="Tags" action={{ label: 'Manage Tags', to: '/restaurants/r1/edit' }}>
      <p>No tags yet.</p>
    </DetailSection>,
  );
  const region = screen.getByRole('region', { name: 'Tags' });
  expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Tags' }));
  expect(screen.getByRole('link', { name: 'Manage Tags' })).toHaveAttribute(
    'href',
    '/restaurants/r1/edit',
  );
  expect(region).toHaveTextContent('No tags yet.');
});

it('shows any other header control as it is, and none when there is none', () => {
  inRouter(
    <>
      <DetailSection title="Notes" action={<button type="button">Edit Notes</button>}>
        text
      </DetailSection>
      <DetailSection title="Date">2024</DetailSection>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Edit Notes' })).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('DetailCard holds content with its own heading', () => {
  inRouter(
    <DetailCard>
      <h2>Order This Meal</h2>
    </DetailCard>,
  );
  expect(screen.getByRole('heading', { name: 'Order This Meal' })).toBeInTheDocument();
});
