import { render, screen } from '@testing-library/react';
import { FormSection } from './FormSection';

it('is a region named by its title, with its description under it', () => {
  render(
    <FormSection title="Link to Yelp" description="Search for this restaurant on Yelp.">
      <input aria-label="Name" />
    </FormSection>,
  );
  const region = screen.getByRole('region', { name: 'Link to Yelp' });
  expect(region).toHaveTextContent('Search for this restaurant on Yelp.');
  expect(region).toContainElement(screen.getByRole('textbox', { name: 'Name' }));
});

it('has no description line without one', () => {
  render(<FormSection title="Photos">photos</FormSection>);
  expect(screen.getByRole('region', { name: 'Photos' }).querySelector('p')).toBeNull();
});
