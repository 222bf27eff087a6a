import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { classNames } from '@dd/ui-kit';
import { menuFocusIndex } from '../model/menuNavigation';
import styles from './OptionsMenu.module.css';

export type OptionsMenuItem = { label: string; onSelect: () => void; danger?: boolean };

export type OptionsMenuProps = {
  /** The trigger's accessible name, e.g. 'Options for Luigi's'. */
  label: string;
  items: OptionsMenuItem[];
  className?: string;
  /** A bordered trigger, like a secondary button, for a row of buttons (a card's is bare). */
  bordered?: boolean;
};

/** Cards are links: nothing in the menu may follow the card's link. */
function keepInside(event: SyntheticEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * A card's options menu (WAI-ARIA menu button): opens on click (focus on the
 * first item), closes on any outside press, on Escape or Tab and on
 * selection; Escape and selection put focus back on the trigger.
 */
export function OptionsMenu({ label, items, className, bordered = false }: OptionsMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const initialFocusRef = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const rendered = itemRefs.current.filter((item) => item !== null);
    const target = initialFocusRef.current === 'first' ? rendered[0] : rendered.at(-1);
    target?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onOutsidePress = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onOutsidePress);
    document.addEventListener('touchstart', onOutsidePress, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onOutsidePress);
      document.removeEventListener('touchstart', onOutsidePress);
    };
  }, [open, close]);

  const openWith = (focus: 'first' | 'last') => {
    initialFocusRef.current = focus;
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      keepInside(event);
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      keepInside(event);
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const rendered = itemRefs.current.filter((item) => item !== null);
    const current = rendered.findIndex((item) => item === document.activeElement);
    const next = menuFocusIndex(current, event.key, rendered.length);
    if (next === null) return;
    keepInside(event);
    rendered[next]?.focus();
  };

  return (
    <div ref={rootRef} className={classNames(styles.root, className)}>
      <button
        ref={triggerRef}
        type="button"
        className={classNames(styles.trigger, bordered && styles.bordered)}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          keepInside(event);
          if (open) close(false);
          else openWith('first');
        }}
        onKeyDown={onTriggerKeyDown}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="5" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="19" r="2" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
          onClick={keepInside}
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={classNames(styles.item, item.danger && styles.danger)}
              onClick={(event) => {
                keepInside(event);
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
