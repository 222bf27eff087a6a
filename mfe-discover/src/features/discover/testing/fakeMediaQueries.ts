/**
 * A window.matchMedia (jsdom has none) under which exactly `matching` queries
 * match; returns the undo.
 */
export function matchMediaQueries(matching: readonly string[]): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
