import { distanceMeters } from '@dd/contracts';

export interface LatLon {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres: the app's own measure of it. */
export function distanceMetres(a: LatLon, b: LatLon): number {
  return distanceMeters(
    { lat: a.latitude, long: a.longitude },
    { lat: b.latitude, long: b.longitude },
  );
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
