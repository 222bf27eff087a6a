import { menuFocusIndex } from './menuNavigation';

describe('menuFocusIndex', () => {
  it('moves down and wraps to the first item', () => {
    expect(menuFocusIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(menuFocusIndex(2, 'ArrowDown', 3)).toBe(0);
    expect(menuFocusIndex(-1, 'ArrowDown', 3)).toBe(0);
  });

  it('moves up and wraps to the last item', () => {
    expect(menuFocusIndex(2, 'ArrowUp', 3)).toBe(1);
    expect(menuFocusIndex(0, 'ArrowUp', 3)).toBe(2);
    expect(menuFocusIndex(-1, 'ArrowUp', 3)).toBe(2);
  });

  it('jumps with Home and End', () => {
    expect(menuFocusIndex(1, 'Home', 3)).toBe(0);
    expect(menuFocusIndex(1, 'End', 3)).toBe(2);
  });

  it('ignores other keys and empty menus', () => {
    expect(menuFocusIndex(1, 'a', 3)).toBeNull();
    expect(menuFocusIndex(0, 'ArrowDown', 0)).toBeNull();
  });
});
