import { render, screen, within } from '@testing-library/react';
import { LogoStrip } from './LogoStrip';

describe('LogoStrip', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows ten publication logos once to assistive technology', () => {
    render(<LogoStrip />);
    const list = screen.getByRole('list', { name: 'Publications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // The second copy exists only to make the loop seamless.
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getAllByText('The Daily Plate')).toHaveLength(2);
  });

  it('scrolls one list width at 50 px/s', () => {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    render(<LogoStrip />);
    expect(screen.getByTestId('logo-track')).toHaveStyle({ animationDuration: '20s' });
  });

  it('does not animate before the strip has a width', () => {
    render(<LogoStrip />);
    expect(screen.getByTestId('logo-track')).not.toHaveClass('scrolling');
  });
});
