import type { KeyboardEvent } from 'react';

export type ComboboxKeysOptions<T> = {
  /** The options the list shows now. */
  items: readonly T[];
  open: boolean;
  /** The option the keys are on (aria-activedescendant), -1 for none. */
  active: number;
  setActive: (index: number) => void;
  /** An arrow key opens the list. */
  onOpen: () => void;
  onChoose: (item: T) => void;
  onClose: () => void;
  /**
   * Enter with no option under the keys, e.g. to add the typed text. Left
   * out, Enter in an open list chooses its only option, if it has one.
   */
  onEnter?: () => void;
  /** Enter with no option under the keys submits the surrounding form (a search box). */
  enterSubmits?: boolean;
};

/**
 * The one keyboard handler of the app's comboboxes (WAI-ARIA combobox with a
 * listbox popup): ArrowDown/ArrowUp open the list and move through it,
 * wrapping; Home/End jump to the first/last option once the keys are in the
 * list (before that they move the caret); Enter chooses the option under the
 * keys, and otherwise submits the surrounding form only when the list is
 * closed (or the box is a search box: `enterSubmits`);
 * Escape closes the list.
 */
export function comboboxKeyDown<T>(options: ComboboxKeysOptions<T>) {
  const { items, open, active, setActive, onOpen, onChoose, onClose, onEnter, enterSubmits } =
    options;
  const last = items.length - 1;
  return (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        onOpen();
        if (items.length === 0) return;
        const down = event.key === 'ArrowDown';
        if (active < 0 || !open) setActive(down ? 0 : last);
        else setActive(down ? (active < last ? active + 1 : 0) : active > 0 ? active - 1 : last);
        return;
      }
      case 'Home':
      case 'End':
        if (!open || active < 0 || items.length === 0) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter': {
        const item = open && active >= 0 ? items[active] : undefined;
        if (item !== undefined) {
          event.preventDefault();
          onChoose(item);
        } else if (enterSubmits) {
          return;
        } else if (onEnter) {
          event.preventDefault();
          onEnter();
        } else if (open) {
          event.preventDefault();
          if (items.length === 1) onChoose(items[0]!);
        }
        return;
      }
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        onClose();
        return;
    }
  };
}
