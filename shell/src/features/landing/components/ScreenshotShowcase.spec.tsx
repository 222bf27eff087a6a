import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FIRST_SLIDE } from '../content/firstSlide';
import { CAROUSEL_TAKEOVER_MS, ScreenshotShowcase } from './ScreenshotShowcase';

const carousel = () => screen.getByRole('region', { name: 'Dining Diary screenshots' });
const slideButtons = () => within(carousel()).queryAllByRole('button');

describe('ScreenshotShowcase', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('paints the first screenshot at once, eagerly, with nothing to press or focus yet', () => {
    render(<ScreenshotShowcase />);

    const image = within(carousel()).getByRole('img');
    expect(image).toHaveAccessibleName(FIRST_SLIDE.alt);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText(FIRST_SLIDE.caption)).toBeInTheDocument();
    expect(slideButtons()).toHaveLength(0);
  });

  it('hands over to the carousel after the first paint, with its arrows and 16 dots', async () => {
    render(<ScreenshotShowcase />);

    await act(async () => jest.advanceTimersByTime(CAROUSEL_TAKEOVER_MS));

    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button'),
    ).toHaveLength(16);
  });

  it('hands over at once when a pointer comes onto the preview', async () => {
    render(<ScreenshotShowcase />);

    fireEvent.pointerEnter(carousel());

    expect(await screen.findByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  });

  describe('where IntersectionObserver reports the preview', () => {
    type Callback = (entries: { isIntersecting: boolean }[]) => void;
    let report: Callback;

    beforeEach(() => {
      Object.defineProperty(window, 'IntersectionObserver', {
        configurable: true,
        writable: true,
        value: class {
          constructor(callback: Callback) {
            report = callback;
          }
          observe() {}
          disconnect() {}
        },
      });
    });
    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    it('hands over as a preview that started out of view scrolls near', async () => {
      render(<ScreenshotShowcase />);
      act(() => report([{ isIntersecting: false }]));
      expect(slideButtons()).toHaveLength(0);

      act(() => report([{ isIntersecting: true }]));

      expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    });

    it('keeps a preview that is in view at first paint until the takeover time', async () => {
      render(<ScreenshotShowcase />);
      act(() => report([{ isIntersecting: true }]));
      await act(async () => jest.advanceTimersByTime(CAROUSEL_TAKEOVER_MS - 1));
      expect(slideButtons()).toHaveLength(0);

      await act(async () => jest.advanceTimersByTime(1));

      expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    });
  });
});
