import type { ThumbsValue } from '@dd/contracts';

/** How a restaurant's marker is drawn: saved for later, else by its thumbs rating. */
export type MarkerTone = 'up' | 'down' | 'unrated' | 'wantToGo';

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
  wantToGo: { tone: 'wantToGo', label: 'Want to go', fill: '#009e73', stroke: '#00664a' },
};

/** The legend's order. */
export const LEGEND: readonly MarkerStyle[] = [
  MARKER_STYLES.up,
  MARKER_STYLES.down,
  MARKER_STYLES.unrated,
  MARKER_STYLES.wantToGo,
];

/**
 * A place saved for later (not visited yet) → wantToGo; otherwise true → up,
 * false → down, null or missing → unrated (product spec §4).
 */
export function markerTone(isThumbsUp: ThumbsValue | undefined, wantToGo = false): MarkerTone {
  if (wantToGo) return 'wantToGo';
  if (isThumbsUp === true) return 'up';
  if (isThumbsUp === false) return 'down';
  return 'unrated';
}

export function markerStyle(isThumbsUp: ThumbsValue | undefined, wantToGo = false): MarkerStyle {
  return MARKER_STYLES[markerTone(isThumbsUp, wantToGo)];
}
