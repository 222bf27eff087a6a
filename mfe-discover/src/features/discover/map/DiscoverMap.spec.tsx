import { render, screen } from '@testing-library/react';
import L from 'leaflet';
import { NOWHERE_CAFE, PIZZA, TACOS } from '../testing/fixtures';
import DiscoverMap from './DiscoverMap';

const BOISE = { latitude: 43.615, longitude: -116.2023 };

afterEach(() => jest.restoreAllMocks());

function spyOnMap() {
  return {
    create: jest.spyOn(L, 'map'),
    setView: jest.spyOn(L.Map.prototype, 'setView'),
    fitBounds: jest.spyOn(L.Map.prototype, 'fitBounds'),
    tileLayer: jest.spyOn(L, 'tileLayer'),
  };
}

it('starts at zoom 13, goes to zoom 14 on the user, then fits the markers with 50 px padding', () => {
  const spies = spyOnMap();
  render(
    <DiscoverMap
      centre={BOISE}
      listings={[PIZZA, TACOS]}
      selectedId={null}
      onSelect={() => {}}
      tileUrl="/tiles/{z}/{x}/{y}.png"
    />,
  );
  expect(spies.create).toHaveBeenCalledWith(
    expect.any(HTMLElement),
    expect.objectContaining({ zoom: 13 }),
  );
  expect(spies.tileLayer).toHaveBeenCalledWith(
    '/tiles/{z}/{x}/{y}.png',
    expect.objectContaining({ tileSize: 256, maxZoom: 18 }),
  );
  expect(spies.setView).toHaveBeenCalledWith([43.615, -116.2023], 14);
  expect(spies.fitBounds).toHaveBeenLastCalledWith(expect.any(L.LatLngBounds), {
    padding: [50, 50],
  });
  const bounds = spies.fitBounds.mock.lastCall![0] as L.LatLngBounds;
  expect(bounds.contains([43.62, -116.21])).toBe(true);
  expect(bounds.contains([43.615, -116.2023])).toBe(true);
  expect(screen.getByRole('region', { name: 'Map of restaurants' }).style.height).toBe('400px');
});

it('draws no marker for a listing at zero coordinates', () => {
  render(
    <DiscoverMap
      centre={null}
      listings={[NOWHERE_CAFE, PIZZA]}
      selectedId={null}
      onSelect={() => {}}
      tileUrl="/tiles/{z}/{x}/{y}.png"
      height={500}
    />,
  );
  const map = screen.getByRole('region', { name: 'Map of restaurants' });
  expect(
    Array.from(map.querySelectorAll('img.leaflet-marker-icon'), (img) => img.getAttribute('alt')),
  ).toEqual(['Pizza Place']);
  expect(map.style.height).toBe('500px');
});

it('the selected marker is red with its popup open; the popup text is plain text', () => {
  const listing = { ...PIZZA, name: '<b>Bold</b> Pizza' };
  const { rerender } = render(
    <DiscoverMap
      centre={BOISE}
      listings={[listing, TACOS]}
      selectedId={null}
      onSelect={() => {}}
      tileUrl="/tiles/{z}/{x}/{y}.png"
    />,
  );
  const map = screen.getByRole('region', { name: 'Map of restaurants' });
  expect(map.querySelector('.leaflet-popup')).toBeNull();
  rerender(
    <DiscoverMap
      centre={BOISE}
      listings={[listing, TACOS]}
      selectedId={PIZZA.id}
      onSelect={() => {}}
      tileUrl="/tiles/{z}/{x}/{y}.png"
    />,
  );
  const selected = map.querySelector<HTMLImageElement>('img.dd-marker-selected');
  expect(selected?.alt).toBe('<b>Bold</b> Pizza');
  expect(selected?.src).toMatch(/^data:image\/svg\+xml,/);
  const popup = map.querySelector('.leaflet-popup-content')!;
  expect(popup.textContent).toContain('<b>Bold</b> Pizza');
  expect(popup.querySelector('b')).toBeNull();
  expect(popup).toHaveTextContent('100 Main St');
  expect(popup).toHaveTextContent('Rating: 4.5 (120 reviews)');
  expect(map.querySelectorAll('img.dd-marker-selected')).toHaveLength(1);
});
