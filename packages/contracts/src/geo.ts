export type LatLong = { lat: number; long: number };

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in metres (haversine formula). */
export function distanceMeters(a: LatLong, b: LatLong): number {
  const dLat = radians(b.lat - a.lat);
  const dLong = radians(b.long - a.long);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The places within `withinMeters` of `from`, nearest first, at most `max`. */
export function nearestPlaces<P extends LatLong>(
  from: LatLong,
  places: readonly P[],
  { withinMeters, max }: { withinMeters: number; max: number },
): P[] {
  return places
    .map((place) => ({ place, meters: distanceMeters(from, place) }))
    .filter(({ meters }) => meters <= withinMeters)
    .sort((a, b) => a.meters - b.meters)
    .slice(0, max)
    .map(({ place }) => place);
}
