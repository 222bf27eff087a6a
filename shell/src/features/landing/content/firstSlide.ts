import restaurantsDesktopLight640 from '../../../assets/screens/restaurants-desktop-light-640.webp';
import restaurantsDesktopLight1280 from '../../../assets/screens/restaurants-desktop-light-1280.webp';

export type Device = 'desktop' | 'mobile';

export type Slide = {
  /** The 1× image; `srcSet` adds the 2× one. */
  src: string;
  srcSet: string;
  device: Device;
  theme: 'light' | 'dark';
  caption: string;
  alt: string;
};

/** Intrinsic sizes of the screenshots, so the browser reserves their space before they load. */
export const SCREEN_SIZE: Record<Device, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};

/** The carousel frame's width: at most 26rem × 1.6 on desktops, 26rem × 390/844 on phones. */
export const FRAME_SIZES: Record<Device, string> = {
  desktop: 'min(41.6rem, 100vw)',
  mobile: '12rem',
};

const WIDTHS: Record<Device, readonly [number, number]> = {
  desktop: [640, 1280],
  mobile: [195, 390],
};

export function shot(small: string, large: string, device: Device, theme: Slide['theme']) {
  const [smallWidth, largeWidth] = WIDTHS[device];
  return { src: small, srcSet: `${small} ${smallWidth}w, ${large} ${largeWidth}w`, device, theme };
}

/** How many screenshots the carousel shows (SLIDES in ./slides, which loads after the first paint). */
export const SLIDE_COUNT = 16;

/** The first screenshot: the landing page paints it before the rest of the carousel loads. */
export const FIRST_SLIDE: Slide = {
  ...shot(restaurantsDesktopLight640, restaurantsDesktopLight1280, 'desktop', 'light'),
  caption: 'Browse your favorite restaurants',
  alt: 'Restaurant list with filters, search and photo cards on a desktop browser, light theme',
};
