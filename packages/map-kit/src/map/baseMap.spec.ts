import L from 'leaflet';
import { createBaseMap, MAX_ZOOM, TILE_SIZE } from './baseMap';
import { pinDataUrl, pinIcon } from './pins';

afterEach(() => jest.restoreAllMocks());

describe('createBaseMap', () => {
  it('adds the configured tile layer: 256 px tiles up to zoom 18, with attribution', () => {
    const tileLayer = jest.spyOn(L, 'tileLayer');
    const container = document.createElement('div');
    const map = createBaseMap(container, {
      tileUrl: '/tiles/{z}/{x}/{y}.png',
      center: [1, 2],
      zoom: 5,
    });
    expect(tileLayer).toHaveBeenCalledWith('/tiles/{z}/{x}/{y}.png', {
      tileSize: TILE_SIZE,
      maxZoom: MAX_ZOOM,
      attribution: '&copy; OpenStreetMap contributors',
    });
    expect([TILE_SIZE, MAX_ZOOM]).toEqual([256, 18]);
    expect(map.getZoom()).toBe(5);
    expect(map.getMaxZoom()).toBe(18);
    map.remove();
  });
});

describe('pins', () => {
  it('draws an SVG pin in the given colours as a data URL', () => {
    const svg = decodeURIComponent(
      pinDataUrl({ fill: '#0072b2', stroke: '#004a75' }).replace('data:image/svg+xml,', ''),
    );
    expect(svg).toContain('fill="#0072b2" stroke="#004a75"');
    expect(svg).toContain('<circle cx="12.5" cy="12.5" r="4.6" fill="#ffffff"/>');
  });

  it('makes a 25 × 41 px Leaflet icon anchored at its tip, named by its class', () => {
    const icon = pinIcon({ fill: '#d55e00', stroke: '#8a3d00' }, 'dd-marker dd-marker-down');
    expect(icon.options).toMatchObject({
      iconSize: [25, 41],
      iconAnchor: [12.5, 39],
      className: 'dd-marker dd-marker-down',
    });
    expect(icon.options.iconUrl).toMatch(/^data:image\/svg\+xml,/);
  });
});
