/** A point on the map (decimal degrees). */
export type Coordinates = { latitude: number; longitude: number };

/**
 * A coordinate as a query value: at most 6 decimals (about 10 cm), never in
 * exponent notation, so the API's number pattern always accepts it.
 */
export function coordinateParam(value: number): string {
  return value.toFixed(6).replace(/\.?0+$/, '');
}
