import L from 'leaflet';

// The pins are drawn here and inlined as data URLs: no marker image comes
// from a public host (the map works offline and under the gateway's CSP,
// whose img-src allows data:), and Leaflet's default icon path, which
// bundlers break, is never used.
const PIN_PATH =
  'M12.5 1C6.15 1 1 6.15 1 12.5c0 8.63 10.3 24.7 10.74 25.38a.9.9 0 0 0 1.52 0C13.7 37.2 24 21.13 24 12.5 24 6.15 18.85 1 12.5 1Z';

function pinDataUrl(fill: string, stroke: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="25" height="41" viewBox="0 0 25 41">` +
    `<ellipse cx="12.5" cy="38.5" rx="6" ry="2" fill="rgba(0,0,0,0.25)"/>` +
    `<path d="${PIN_PATH}" fill="${fill}" stroke="${stroke}" stroke-width="1.2"/>` +
    `<circle cx="12.5" cy="12.5" r="4.6" fill="#ffffff"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PIN_GEOMETRY = {
  iconSize: [25, 41] as L.PointTuple,
  iconAnchor: [12.5, 39] as L.PointTuple,
  popupAnchor: [0, -34] as L.PointTuple,
  tooltipAnchor: [12, -26] as L.PointTuple,
};

/** A restaurant's marker. */
export const restaurantIcon = L.icon({
  ...PIN_GEOMETRY,
  iconUrl: pinDataUrl('#2a81cb', '#1c5a8e'),
  className: 'dd-marker dd-marker-restaurant',
});

/** The selected restaurant's marker: red (SPEC §2). */
export const selectedIcon = L.icon({
  ...PIN_GEOMETRY,
  iconUrl: pinDataUrl('#d63b3b', '#98201f'),
  className: 'dd-marker dd-marker-selected',
});

/** The user's position: a dot styled by the map's CSS module. */
export function userIcon(className: string): L.DivIcon {
  return L.divIcon({ className, iconSize: [20, 20], iconAnchor: [10, 10] });
}
