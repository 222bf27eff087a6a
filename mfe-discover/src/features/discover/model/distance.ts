/** product spec §9: the Distance filter's options, in metres, shown in kilometres. */
export const DISTANCE_OPTIONS = [
  { metres: 500, label: '0.5 km' },
  { metres: 1000, label: '1 km' },
  { metres: 2000, label: '2 km' },
  { metres: 5000, label: '5 km' },
  { metres: 10000, label: '10 km' },
  { metres: 20000, label: '20 km' },
] as const;

/** product spec §9: nearby searches cover 1000 m unless the Distance filter says otherwise. */
export const DEFAULT_RADIUS_METRES = 1000;

/** product spec §9: under 1000 m as whole metres ('N m'), otherwise kilometres with one decimal ('N.N km'). */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${(metres / 1000).toFixed(1)} km`;
}
