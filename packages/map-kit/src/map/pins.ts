import L from 'leaflet';

// Pins are drawn here and inlined as data URLs: no marker image comes from a
// public host (the map works offline and under the gateway's CSP, whose
// img-src allows data:), and Leaflet's default icon path, which bundlers
// break, is never used.
const PIN_PATH =
  'M12.5 1C6.15 1 1 6.15 1 12.5c0 8.63 10.3 24.7 10.74 25.38a.9.9 0 0 0 1.52 0C13.7 37.2 24 21.13 24 12.5 24 6.15 18.85 1 12.5 1Z';

export type PinColours = {
  fill: string;
  stroke: string;
  /** The dot in the pin's head; white when omitted. */
  centre?: string;
};

/** An SVG map pin (25 × 41 px, a shadow at its tip) as a data URL. */
export function pinDataUrl({ fill, stroke, centre = '#ffffff' }: PinColours): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="25" height="41" viewBox="0 0 25 41">` +
    `<ellipse cx="12.5" cy="38.5" rx="6" ry="2" fill="rgba(0,0,0,0.25)"/>` +
    `<path d="${PIN_PATH}" fill="${fill}" stroke="${stroke}" stroke-width="1.2"/>` +
    `<circle cx="12.5" cy="12.5" r="4.6" fill="${centre}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PIN_GEOMETRY = {
  iconSize: [25, 41] as L.PointTuple,
  iconAnchor: [12.5, 39] as L.PointTuple,
  popupAnchor: [0, -34] as L.PointTuple,
  tooltipAnchor: [12, -26] as L.PointTuple,
};

/** A Leaflet icon of a pin in these colours; `className` names it for styles and tests. */
export function pinIcon(colours: PinColours, className: string): L.Icon {
  return L.icon({ ...PIN_GEOMETRY, iconUrl: pinDataUrl(colours), className });
}
