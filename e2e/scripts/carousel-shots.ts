import type { Page } from '@playwright/test';

export type Device = 'desktop' | 'mobile';
export type Theme = 'light' | 'dark';

/** The carousel frame is at most 26rem high: desktop frames 666 px wide, phones 192 px; 1× and 2×. */
export const SHOT_WIDTHS: Record<Device, readonly [number, number]> = {
  desktop: [640, 1280],
  mobile: [195, 390],
};

export interface CarouselShot {
  /** The screen, as in the file name. */
  screen: string;
  device: Device;
  theme: Theme;
  path: (demo: { restaurantId: string; mealId: string }) => string;
  /** What must be on the page before the picture is taken. */
  ready: string;
  /** Steps after it is ready, e.g. choosing a view. */
  prepare?: (page: Page) => Promise<void>;
}

/** `restaurants-desktop-light-1280.webp`: the names shell/src/features/landing/content/slides.ts and firstSlide.ts import. */
export function shotFileName(shot: CarouselShot, width: number): string {
  return `${shot.screen}-${shot.device}-${shot.theme}-${width}.webp`;
}

const RESTAURANT_CARD = 'ul[aria-label="Restaurants"] > li img';
const MEAL_CARD = 'ul[aria-label="Meals"] > li img';
const HERO = 'main figure img';
/** The results heading; on a phone the location and search panels fill the first screen. */
const NEARBY_RESULT = 'main h2:has-text("Restaurants Near You")';
const MAP_TILE = '.leaflet-tile-loaded';

const restaurants = { screen: 'restaurants', path: () => '/restaurants', ready: RESTAURANT_CARD };
const restaurantMap = {
  screen: 'restaurant-map',
  path: () => '/restaurants?view=map',
  ready: MAP_TILE,
};
const restaurantDetail = {
  screen: 'restaurant-detail',
  path: ({ restaurantId }: { restaurantId: string }) => `/restaurants/${restaurantId}`,
  ready: HERO,
};
const meals = { screen: 'meals', path: () => '/meals', ready: MEAL_CARD };
/** A month's heading with its 'Only <month>' shortcut: the first days are listed. */
const timeline = {
  screen: 'timeline',
  path: () => '/meals?view=timeline',
  ready: 'main button:has-text("Only ")',
};
const mealDetail = {
  screen: 'meal-detail',
  path: ({ mealId }: { mealId: string }) => `/meals/${mealId}`,
  ready: HERO,
};
const nearby = { screen: 'nearby', path: () => '/restaurants/nearby', ready: NEARBY_RESULT };
const nearbyMap = {
  ...nearby,
  screen: 'nearby-map',
  prepare: async (page: Page) => {
    await page.getByRole('button', { name: 'Map View' }).click();
    await page.locator(MAP_TILE).first().waitFor();
    // The results heading at the top, the map below it.
    await page.locator(NEARBY_RESULT).evaluate((heading) => heading.scrollIntoView());
  },
};

/** In the carousel's order: every screen on a desktop and a phone, half of them in each theme. */
export const CAROUSEL_SHOTS: readonly CarouselShot[] = [
  { ...restaurants, device: 'desktop', theme: 'light' },
  { ...restaurants, device: 'mobile', theme: 'dark' },
  { ...restaurantDetail, device: 'desktop', theme: 'light' },
  { ...restaurantDetail, device: 'mobile', theme: 'dark' },
  { ...meals, device: 'desktop', theme: 'light' },
  { ...meals, device: 'mobile', theme: 'dark' },
  { ...nearby, device: 'desktop', theme: 'light' },
  { ...nearby, device: 'mobile', theme: 'light' },
  { ...restaurantMap, device: 'desktop', theme: 'dark' },
  { ...restaurantMap, device: 'mobile', theme: 'light' },
  { ...timeline, device: 'desktop', theme: 'dark' },
  { ...timeline, device: 'mobile', theme: 'light' },
  { ...mealDetail, device: 'desktop', theme: 'dark' },
  { ...mealDetail, device: 'mobile', theme: 'light' },
  { ...nearbyMap, device: 'desktop', theme: 'dark' },
  { ...nearbyMap, device: 'mobile', theme: 'dark' },
];
