import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SLIDES } from '../content/slides';
import { CAROUSEL_INTERVAL_MS, ScreenshotCarousel } from './ScreenshotCarousel';

function dots() {
  return within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button');
}

function currentSlideNumber() {
  const current = dots().filter((dot) => dot.getAttribute('aria-current') === 'true');
  expect(current).toHaveLength(1);
  return dots().indexOf(current[0]) + 1;
}

function carousel() {
  return screen.getByRole('region', { name: 'Dining Diary screenshots' });
}

describe('ScreenshotCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows 16 captioned screenshots with one dot each, starting on the first', () => {
    render(<ScreenshotCarousel />);
    expect(SLIDES).toHaveLength(16);
    expect(dots()).toHaveLength(16);
    expect(screen.getAllByRole('img')).toHaveLength(16);
    expect(screen.getByText('Browse your favorite restaurants')).toBeInTheDocument();
    expect(screen.getByText('Find new places wherever you are')).toBeInTheDocument();
    expect(currentSlideNumber()).toBe(1);
    expect(dots()[0]).toHaveAccessibleName('Go to slide 1: Browse your favorite restaurants');
  });

  it('loads only the first screenshot eagerly', () => {
    render(<ScreenshotCarousel />);
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    rest.forEach((image) => expect(image).toHaveAttribute('loading', 'lazy'));
    // Each screenshot at the frame's 1× and 2× widths.
    expect(first).toHaveAttribute('srcset', expect.stringMatching(/ 640w, .+ 1280w$/));
    expect(first).toHaveAttribute('sizes', 'min(41.6rem, 100vw)');
  });

  it('wraps around with the previous and next arrows', () => {
    render(<ScreenshotCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlideNumber()).toBe(16);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlideNumber()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlideNumber()).toBe(2);
  });

  it('jumps to the slide of a dot', () => {
    render(<ScreenshotCarousel />);
    fireEvent.click(dots()[6]);
    expect(currentSlideNumber()).toBe(7);
  });

  it('advances every 4000 ms and wraps from the last slide to the first', () => {
    render(<ScreenshotCarousel />);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(currentSlideNumber()).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(currentSlideNumber()).toBe(2);

    fireEvent.click(dots()[15]);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(currentSlideNumber()).toBe(1);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    render(<ScreenshotCarousel />);
    fireEvent.mouseEnter(carousel());
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(currentSlideNumber()).toBe(1);

    fireEvent.mouseLeave(carousel());
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(currentSlideNumber()).toBe(2);
  });

  it('pauses while keyboard focus is inside', () => {
    render(<ScreenshotCarousel />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(currentSlideNumber()).toBe(1);
  });

  it('follows a manual scroll once the track settles on a slide', () => {
    render(<ScreenshotCarousel />);
    const track = screen.getAllByRole('group', { name: /of 16$/ })[0].parentElement!;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 600 });
    fireEvent.mouseEnter(carousel());

    track.scrollLeft = 600 * 4;
    fireEvent.scroll(track);
    expect(currentSlideNumber()).toBe(1);
    act(() => jest.advanceTimersByTime(200));
    expect(currentSlideNumber()).toBe(5);
  });
});
