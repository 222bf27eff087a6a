import mealsDesktopDark from '../../../assets/screens/meals-desktop-dark.svg';
import mealsDesktopLight from '../../../assets/screens/meals-desktop-light.svg';
import mealsMobileDark from '../../../assets/screens/meals-mobile-dark.svg';
import mealsMobileLight from '../../../assets/screens/meals-mobile-light.svg';
import nearbyDesktopDark from '../../../assets/screens/nearby-desktop-dark.svg';
import nearbyDesktopLight from '../../../assets/screens/nearby-desktop-light.svg';
import nearbyMobileDark from '../../../assets/screens/nearby-mobile-dark.svg';
import nearbyMobileLight from '../../../assets/screens/nearby-mobile-light.svg';
import detailDesktopDark from '../../../assets/screens/restaurant-detail-desktop-dark.svg';
import detailDesktopLight from '../../../assets/screens/restaurant-detail-desktop-light.svg';
import detailMobileDark from '../../../assets/screens/restaurant-detail-mobile-dark.svg';
import detailMobileLight from '../../../assets/screens/restaurant-detail-mobile-light.svg';
import restaurantsDesktopDark from '../../../assets/screens/restaurants-desktop-dark.svg';
import restaurantsDesktopLight from '../../../assets/screens/restaurants-desktop-light.svg';
import restaurantsMobileDark from '../../../assets/screens/restaurants-mobile-dark.svg';
import restaurantsMobileLight from '../../../assets/screens/restaurants-mobile-light.svg';

export type Device = 'desktop' | 'mobile';

export type Slide = {
  src: string;
  device: Device;
  theme: 'light' | 'dark';
  caption: string;
  alt: string;
};

/** Intrinsic sizes of the screen images, so the browser reserves their space before they load. */
export const SCREEN_SIZE: Record<Device, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};

/** The 16 carousel screenshots: four screens, each on desktop and mobile, in light and dark. */
export const SLIDES: readonly Slide[] = [
  {
    src: restaurantsDesktopLight,
    device: 'desktop',
    theme: 'light',
    caption: 'Browse your favorite restaurants',
    alt: 'Restaurant list with filters, search and photo cards on a desktop browser, light theme',
  },
  {
    src: restaurantsMobileLight,
    device: 'mobile',
    theme: 'light',
    caption: 'Your favorite restaurants, always in your pocket',
    alt: 'Restaurant list on a phone, light theme',
  },
  {
    src: detailDesktopLight,
    device: 'desktop',
    theme: 'light',
    caption: 'Track every memorable restaurant and meal',
    alt: 'Restaurant page with a hero photo, rating and logged meals on a desktop browser, light theme',
  },
  {
    src: detailMobileLight,
    device: 'mobile',
    theme: 'light',
    caption: 'Every visit, photo and note in one place',
    alt: 'Restaurant page on a phone, light theme',
  },
  {
    src: mealsDesktopLight,
    device: 'desktop',
    theme: 'light',
    caption: 'Add new and review previously saved meals',
    alt: 'Meal grid with photos, tags and thumbs ratings on a desktop browser, light theme',
  },
  {
    src: mealsMobileLight,
    device: 'mobile',
    theme: 'light',
    caption: 'Log a meal in seconds, right at the table',
    alt: 'Meal grid on a phone, light theme',
  },
  {
    src: nearbyDesktopLight,
    device: 'desktop',
    theme: 'light',
    caption: 'Discover restaurants around you',
    alt: 'Map of nearby restaurants beside a list of results on a desktop browser, light theme',
  },
  {
    src: nearbyMobileLight,
    device: 'mobile',
    theme: 'light',
    caption: 'Find new places wherever you are',
    alt: 'Map of nearby restaurants on a phone, light theme',
  },
  {
    src: restaurantsDesktopDark,
    device: 'desktop',
    theme: 'dark',
    caption: 'Browse your favorite restaurants, day or night',
    alt: 'Restaurant list on a desktop browser, dark theme',
  },
  {
    src: restaurantsMobileDark,
    device: 'mobile',
    theme: 'dark',
    caption: 'Easy on the eyes in a dim dining room',
    alt: 'Restaurant list on a phone, dark theme',
  },
  {
    src: detailDesktopDark,
    device: 'desktop',
    theme: 'dark',
    caption: 'Relive the details of every visit',
    alt: 'Restaurant page on a desktop browser, dark theme',
  },
  {
    src: detailMobileDark,
    device: 'mobile',
    theme: 'dark',
    caption: 'Photos, notes and ratings at a glance',
    alt: 'Restaurant page on a phone, dark theme',
  },
  {
    src: mealsDesktopDark,
    device: 'desktop',
    theme: 'dark',
    caption: 'See which dishes you would order again',
    alt: 'Meal grid on a desktop browser, dark theme',
  },
  {
    src: mealsMobileDark,
    device: 'mobile',
    theme: 'dark',
    caption: 'Your meal history, organised by date and place',
    alt: 'Meal grid on a phone, dark theme',
  },
  {
    src: nearbyDesktopDark,
    device: 'desktop',
    theme: 'dark',
    caption: 'Explore the neighbourhood on a map',
    alt: 'Map of nearby restaurants on a desktop browser, dark theme',
  },
  {
    src: nearbyMobileDark,
    device: 'mobile',
    theme: 'dark',
    caption: 'Save a new find to your list with one tap',
    alt: 'Map of nearby restaurants on a phone, dark theme',
  },
];
