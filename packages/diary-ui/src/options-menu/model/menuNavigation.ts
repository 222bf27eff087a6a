/**
 * The menu item to focus after a navigation key (WAI-ARIA menu pattern):
 * ArrowDown/ArrowUp move and wrap, Home/End jump; other keys answer null.
 */
export function menuFocusIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
