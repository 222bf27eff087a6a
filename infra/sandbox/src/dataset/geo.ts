export interface LatLon {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceMetres(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `metres` away from `origin` in direction `bearingDegrees` (0 = north), flat-earth approximation. */
export function offsetBy(origin: LatLon, metres: number, bearingDegrees: number): LatLon {
  const bearing = toRadians(bearingDegrees);
  const metresPerDegree = 111_320;
  return {
    latitude: origin.latitude + (metres * Math.cos(bearing)) / metresPerDegree,
    longitude:
      origin.longitude +
      (metres * Math.sin(bearing)) / (metresPerDegree * Math.cos(toRadians(origin.latitude))),
  };
}
