import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NARROW_SCREEN } from '../model/layout';
import { aListing, BOISE, CATEGORIES, PIZZA, TACOS } from '../testing/fixtures';
import { serveCategories, serveDiary, serveGeocoder, serveNearby } from '../testing/discoverApi';
import {
  DESKTOP_FIREFOX_AGENT,
  installFakeGeolocation,
  removeFakeGeolocation,
  useUserAgent,
} from '../testing/fakeGeolocation';
import { matchMediaQueries } from '../testing/fakeMediaQueries';
import { renderDiscover } from '../testing/renderDiscover';

// Across the street from Pizza Place: the two make one cluster until zoomed in close.
const PASTA = aListing({
  id: 'pasta-house-boise',
  name: 'Pasta House',
  coordinates: { latitude: 43.6156, longitude: -116.2031 },
});

let unmatch: () => void;
beforeEach(() => {
  useUserAgent(DESKTOP_FIREFOX_AGENT);
  unmatch = matchMediaQueries([NARROW_SCREEN]);
  serveGeocoder();
  serveCategories(CATEGORIES);
  // Leaflet sizes the map from its container, which jsdom lays out at 0 × 0.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
  // Leaflet scrolls the page back after focusing the map, which jsdom does not do.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  unmatch();
  removeFakeGeolocation();
  jest.restoreAllMocks();
});

async function locateInBoise() {
  serveDiary([]);
  serveNearby([PIZZA, PASTA, TACOS]);
  const geolocation = installFakeGeolocation();
  renderDiscover();
  await geolocation.succeed(BOISE);
  await screen.findByRole('heading', { name: 'Pizza Place' });
}

describe('the compact bar', () => {
  it('Filters unfolds the full panels and folds them again', async () => {
    await locateInBoise();
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    const panels = document.getElementById(filters.getAttribute('aria-controls')!)!;
    expect(panels).not.toHaveAttribute('data-open');
    expect(within(panels).getByRole('button', { name: 'Apply Filters' })).toBeInTheDocument();
    expect(
      within(panels).getByRole('search', { name: 'Search for Restaurants' }),
    ).toBeInTheDocument();

    await userEvent.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(panels).toHaveAttribute('data-open');
    await userEvent.click(filters);
    expect(panels).not.toHaveAttribute('data-open');
  });

  it('the search field opens the panels at the restaurant box', async () => {
    await locateInBoise();
    await userEvent.click(screen.getByRole('button', { name: 'Search for restaurants...' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByPlaceholderText('Search for restaurants...')).toHaveFocus();
  });

  it('Apply Filters folds the panels, gives focus back to Filters and counts what is set', async () => {
    await locateInBoise();
    const filters = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(filters);
    await userEvent.click(screen.getByRole('button', { name: '$$' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(filters).toHaveFocus();
    expect(filters).toHaveAccessibleName('Filters (1 active)');
  });
});

describe('the map on a narrow screen', () => {
  const markers = (map: HTMLElement) =>
    Array.from(map.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon'), (m) => m.alt);

  it('clusters neighbours; a cluster zooms in; a pin opens the bottom sheet, which closes back to it', async () => {
    await locateInBoise();
    await userEvent.click(screen.getByRole('button', { name: 'Map View' }));
    const map = await screen.findByRole('region', { name: 'Map of restaurants' });

    const cluster = within(map).getByRole('button', { name: '2 restaurants here: zoom in' });
    expect(markers(map)).toEqual(['Taco Stand']);
    await userEvent.click(cluster);
    await waitFor(() =>
      expect(markers(map)).toEqual(expect.arrayContaining(['Pizza Place', 'Pasta House'])),
    );

    const pasta = map.querySelector<HTMLImageElement>('img[alt="Pasta House"]')!;
    // A pin is a button: Enter selects it as a tap does.
    pasta.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = screen.getByRole('dialog', { name: 'Pasta House' });
    expect(sheet).toHaveFocus();
    expect(sheet).toHaveTextContent('Selected restaurant');
    expect(
      within(sheet).getByRole('button', { name: 'Add Pasta House to my diary' }),
    ).toBeVisible();
    expect(within(sheet).getByRole('link', { name: /View on Yelp/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    // The selected pin stands alone even where it would cluster.
    expect(map.querySelector('img.dd-marker-selected')).toHaveAttribute('alt', 'Pasta House');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(map.querySelector('img[alt="Pasta House"]')).toHaveFocus();
    expect(map.querySelector('img.dd-marker-selected')).toBeNull();
  });

  it('the close button dismisses the sheet', async () => {
    await locateInBoise();
    await userEvent.click(screen.getByRole('button', { name: 'Map View' }));
    const map = await screen.findByRole('region', { name: 'Map of restaurants' });
    await userEvent.click(map.querySelector<HTMLImageElement>('img[alt="Taco Stand"]')!);
    const sheet = screen.getByRole('dialog', { name: 'Taco Stand' });
    expect(sheet).toHaveTextContent('No image');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close Taco Stand' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText("Select a marker to see the restaurant's details.")).toBeVisible();
  });
});
