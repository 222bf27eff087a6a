import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ReviewOffer } from './ReviewOffer';

const offerOn = (now: string) => {
  jest.useFakeTimers({ now: new Date(now), doNotFake: ['queueMicrotask'] });
  render(
    <MemoryRouter>
      <ReviewOffer />
    </MemoryRouter>,
  );
  return screen.queryByRole('link');
};

afterEach(() => jest.useRealTimers());

describe('the review offer on the meals list', () => {
  it('offers the year ending in December', () => {
    expect(offerOn('2026-12-06T12:00:00')).toHaveAttribute('href', '/meals/review/2026');
    expect(screen.getByRole('link')).toHaveTextContent('Your 2026 in food');
  });

  it('offers the year just ended in January', () => {
    expect(offerOn('2027-01-15T12:00:00')).toHaveAttribute('href', '/meals/review/2026');
  });

  it('offers nothing the rest of the year', () => {
    expect(offerOn('2026-06-15T12:00:00')).toBeNull();
  });
});
