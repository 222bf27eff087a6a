import { render, screen } from '@testing-library/react';
import { Page } from './Page';

describe('Page', () => {
  it('heads its content with the title as the only h1', () => {
    render(
      <Page title="Restaurants">
        <p>content</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Restaurants');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
