import type { ThumbsValue } from '@dd/contracts';

/** How a restaurant's marker is drawn: by its thumbs rating. */
export type MarkerTone = 'up' | 'down' | 'unrated';

export type MarkerStyle = {
  tone: MarkerTone;
  /** The legend's words, also each marker's accessible description. */
  label: string;
  fill: string;
  stroke: string;
};

/**
 * Okabe–Ito colours, told apart with every common colour vision deficiency
 * (blue against vermillion, with grey for unrated at a different lightness);
 * the legend names each, so colour is never the only cue.
 */
export const MARKER_STYLES: Record<MarkerTone, MarkerStyle> = {
  up: { tone: 'up', label: 'Would visit again', fill: '#0072b2', stroke: '#004a75' },
  down: { tone: 'down', label: 'Would not visit again', fill: '#d55e00', stroke: '#8a3d00' },
  unrated: { tone: 'unrated', label: 'Not rated', fill: '#8c8c8c', stroke: '#595959' },
};

/** The legend's order. */
export const LEGEND: readonly MarkerStyle[] = [
  MARKER_STYLES.up,
  MARKER_STYLES.down,
  MARKER_STYLES.unrated,
];

/** true → up, false → down, null or missing → unrated (product spec §4). */
export function markerTone(isThumbsUp: ThumbsValue | undefined): MarkerTone {
  if (isThumbsUp === true) return 'up';
  if (isThumbsUp === false) return 'down';
  return 'unrated';
}

export function markerStyle(isThumbsUp: ThumbsValue | undefined): MarkerStyle {
  return MARKER_STYLES[markerTone(isThumbsUp)];
}
