import { useEffect, type RefObject } from 'react';

/** Calls `onOutside` when a mouse or touch press lands outside `ref`'s element, while `active`. */
export function useOutsidePress(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    function onPress(event: MouseEvent | TouchEvent) {
      if (!ref.current?.contains(event.target as Node)) onOutside();
    }
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
    };
  }, [ref, active, onOutside]);
}
