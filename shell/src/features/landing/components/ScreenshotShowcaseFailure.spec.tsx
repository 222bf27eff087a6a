import { act, render, screen, within } from '@testing-library/react';
import { FIRST_SLIDE } from '../content/firstSlide';
import { CAROUSEL_TAKEOVER_MS, ScreenshotShowcase } from './ScreenshotShowcase';

// The carousel's chunk cannot be fetched (e.g. a deploy removed it under an open tab).
jest.mock('./ScreenshotCarousel', () => {
  throw new Error('Loading chunk failed');
});

it('keeps the preview, and the landing page, when the carousel’s code cannot be fetched', async () => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<ScreenshotShowcase />);

  await act(async () => jest.advanceTimersByTime(CAROUSEL_TAKEOVER_MS));
  await act(async () => jest.runOnlyPendingTimers());

  const carousel = screen.getByRole('region', { name: 'Dining Diary screenshots' });
  expect(within(carousel).getByRole('img')).toHaveAccessibleName(FIRST_SLIDE.alt);
  expect(within(carousel).queryAllByRole('button')).toHaveLength(0);
  jest.useRealTimers();
});
