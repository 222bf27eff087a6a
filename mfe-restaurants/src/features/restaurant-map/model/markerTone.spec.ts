import { LEGEND, MARKER_STYLES, markerStyle, markerTone } from './markerTone';

describe('markerTone', () => {
  it('reads thumbs up, thumbs down and unrated (null or missing)', () => {
    expect(markerTone(true)).toBe('up');
    expect(markerTone(false)).toBe('down');
    expect(markerTone(null)).toBe('unrated');
    expect(markerTone(undefined)).toBe('unrated');
  });

  it('marks a place saved for later apart, whatever its rating', () => {
    expect(markerTone(null, true)).toBe('wantToGo');
    expect(markerTone(true, true)).toBe('wantToGo');
    expect(markerTone(null, false)).toBe('unrated');
  });
});

describe('marker colours', () => {
  it('gives each rating its own colour and legend words', () => {
    expect(markerStyle(true)).toMatchObject({ fill: '#0072b2', label: 'Would visit again' });
    expect(markerStyle(false)).toMatchObject({ fill: '#d55e00', label: 'Would not visit again' });
    expect(markerStyle(null)).toMatchObject({ fill: '#8c8c8c', label: 'Not rated' });
    expect(markerStyle(null, true)).toMatchObject({ fill: '#009e73', label: 'Want to go' });
    const fills = Object.values(MARKER_STYLES).map((style) => style.fill);
    expect(new Set(fills).size).toBe(fills.length);
  });

  it('lists up, down, unrated and want to go in the legend', () => {
    expect(LEGEND.map((entry) => entry.tone)).toEqual(['up', 'down', 'unrated', 'wantToGo']);
  });

  // Colour-blind safety: the pair that matters (up against down) must differ
  // in lightness too, not only in hue, so it survives any colour deficiency.
  it('keeps up and down apart in lightness, and each pin readable against its outline', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => {
        const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    expect(contrast(MARKER_STYLES.up.fill, MARKER_STYLES.down.fill)).toBeGreaterThan(1.2);
    expect(contrast(MARKER_STYLES.unrated.fill, MARKER_STYLES.up.fill)).toBeGreaterThan(1.2);
    for (const style of LEGEND) expect(contrast('#ffffff', style.fill)).toBeGreaterThanOrEqual(3);
  });
});
