import restaurantsMobileDark195 from '../../../assets/screens/restaurants-mobile-dark-195.webp';
import restaurantsMobileDark390 from '../../../assets/screens/restaurants-mobile-dark-390.webp';
import restaurantDetailDesktopLight640 from '../../../assets/screens/restaurant-detail-desktop-light-640.webp';
import restaurantDetailDesktopLight1280 from '../../../assets/screens/restaurant-detail-desktop-light-1280.webp';
import restaurantDetailMobileDark195 from '../../../assets/screens/restaurant-detail-mobile-dark-195.webp';
import restaurantDetailMobileDark390 from '../../../assets/screens/restaurant-detail-mobile-dark-390.webp';
import mealsDesktopLight640 from '../../../assets/screens/meals-desktop-light-640.webp';
import mealsDesktopLight1280 from '../../../assets/screens/meals-desktop-light-1280.webp';
import mealsMobileDark195 from '../../../assets/screens/meals-mobile-dark-195.webp';
import mealsMobileDark390 from '../../../assets/screens/meals-mobile-dark-390.webp';
import nearbyDesktopLight640 from '../../../assets/screens/nearby-desktop-light-640.webp';
import nearbyDesktopLight1280 from '../../../assets/screens/nearby-desktop-light-1280.webp';
import nearbyMobileLight195 from '../../../assets/screens/nearby-mobile-light-195.webp';
import nearbyMobileLight390 from '../../../assets/screens/nearby-mobile-light-390.webp';
import restaurantMapDesktopDark640 from '../../../assets/screens/restaurant-map-desktop-dark-640.webp';
import restaurantMapDesktopDark1280 from '../../../assets/screens/restaurant-map-desktop-dark-1280.webp';
import restaurantMapMobileLight195 from '../../../assets/screens/restaurant-map-mobile-light-195.webp';
import restaurantMapMobileLight390 from '../../../assets/screens/restaurant-map-mobile-light-390.webp';
import timelineDesktopDark640 from '../../../assets/screens/timeline-desktop-dark-640.webp';
import timelineDesktopDark1280 from '../../../assets/screens/timeline-desktop-dark-1280.webp';
import timelineMobileLight195 from '../../../assets/screens/timeline-mobile-light-195.webp';
import timelineMobileLight390 from '../../../assets/screens/timeline-mobile-light-390.webp';
import mealDetailDesktopDark640 from '../../../assets/screens/meal-detail-desktop-dark-640.webp';
import mealDetailDesktopDark1280 from '../../../assets/screens/meal-detail-desktop-dark-1280.webp';
import mealDetailMobileLight195 from '../../../assets/screens/meal-detail-mobile-light-195.webp';
import mealDetailMobileLight390 from '../../../assets/screens/meal-detail-mobile-light-390.webp';
import nearbyMapDesktopDark640 from '../../../assets/screens/nearby-map-desktop-dark-640.webp';
import nearbyMapDesktopDark1280 from '../../../assets/screens/nearby-map-desktop-dark-1280.webp';
import nearbyMapMobileDark195 from '../../../assets/screens/nearby-map-mobile-dark-195.webp';
import nearbyMapMobileDark390 from '../../../assets/screens/nearby-map-mobile-dark-390.webp';
import { FIRST_SLIDE, shot, type Slide } from './firstSlide';

/**
 * The 16 carousel screenshots of the real screens, each on a desktop and a
 * phone, half of them in each theme. Regenerated from the running app by
 * `npm run screenshots -w e2e` (e2e/scripts/landing-screenshots.ts).
 */
export const SLIDES: readonly Slide[] = [
  FIRST_SLIDE,
  {
    ...shot(restaurantsMobileDark195, restaurantsMobileDark390, 'mobile', 'dark'),
    caption: 'Your favorite restaurants, always in your pocket',
    alt: 'Restaurant list on a phone, dark theme',
  },
  {
    ...shot(restaurantDetailDesktopLight640, restaurantDetailDesktopLight1280, 'desktop', 'light'),
    caption: 'Track every memorable restaurant and meal',
    alt: 'Restaurant page with a hero photo, tags, go-to dishes and visits on a desktop browser, light theme',
  },
  {
    ...shot(restaurantDetailMobileDark195, restaurantDetailMobileDark390, 'mobile', 'dark'),
    caption: 'Every visit, photo and note in one place',
    alt: 'Restaurant page on a phone, dark theme',
  },
  {
    ...shot(mealsDesktopLight640, mealsDesktopLight1280, 'desktop', 'light'),
    caption: 'Add new and review previously saved meals',
    alt: 'Meal grid with photos, restaurants, dates and thumbs ratings on a desktop browser, light theme',
  },
  {
    ...shot(mealsMobileDark195, mealsMobileDark390, 'mobile', 'dark'),
    caption: 'Log a meal in seconds, right at the table',
    alt: 'Meal grid on a phone, dark theme',
  },
  {
    ...shot(nearbyDesktopLight640, nearbyDesktopLight1280, 'desktop', 'light'),
    caption: 'Discover restaurants around you',
    alt: 'Nearby restaurants found around the current location on a desktop browser, light theme',
  },
  {
    ...shot(nearbyMobileLight195, nearbyMobileLight390, 'mobile', 'light'),
    caption: 'Find new places wherever you are',
    alt: 'Nearby restaurants on a phone, light theme',
  },
  {
    ...shot(restaurantMapDesktopDark640, restaurantMapDesktopDark1280, 'desktop', 'dark'),
    caption: 'Every place you have eaten, on one map',
    alt: "Map of the diary's restaurants coloured by thumbs on a desktop browser, dark theme",
  },
  {
    ...shot(restaurantMapMobileLight195, restaurantMapMobileLight390, 'mobile', 'light'),
    caption: 'See at a glance where you would go back',
    alt: "Map of the diary's restaurants on a phone, light theme",
  },
  {
    ...shot(timelineDesktopDark640, timelineDesktopDark1280, 'desktop', 'dark'),
    caption: 'Your meal history by date and place',
    alt: "Meals grouped by month and day with the period's figures on a desktop browser, dark theme",
  },
  {
    ...shot(timelineMobileLight195, timelineMobileLight390, 'mobile', 'light'),
    caption: 'Where did we eat in March? Scroll back',
    alt: 'Meal timeline on a phone, light theme',
  },
  {
    ...shot(mealDetailDesktopDark640, mealDetailDesktopDark1280, 'desktop', 'dark'),
    caption: 'See which dishes you would order again',
    alt: 'Meal page with a hero photo, thumbs and markdown notes on a desktop browser, dark theme',
  },
  {
    ...shot(mealDetailMobileLight195, mealDetailMobileLight390, 'mobile', 'light'),
    caption: 'Photos and notes for every dish',
    alt: 'Meal page on a phone, light theme',
  },
  {
    ...shot(nearbyMapDesktopDark640, nearbyMapDesktopDark1280, 'desktop', 'dark'),
    caption: 'Explore the neighbourhood on a map',
    alt: 'Map of nearby restaurants on a desktop browser, dark theme',
  },
  {
    ...shot(nearbyMapMobileDark195, nearbyMapMobileDark390, 'mobile', 'dark'),
    caption: 'Save a new find to your list with one tap',
    alt: 'Map of nearby restaurants on a phone, dark theme',
  },
];
