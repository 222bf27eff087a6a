import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Profile.module.css';

export type TabDefinition = {
  label: string;
  /** Its name in the page's address (`?tab=<slug>`), which opens it. */
  slug?: string;
  content: ReactNode;
  /** Mounted only once first opened (it loads code or data the other tabs do not need). */
  lazy?: boolean;
};

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs. Inactive panels
 * stay mounted (hidden) so switching tabs keeps what was typed.
 */
export function ProfileTabs({
  tabs,
  label,
  initialSlug = null,
}: {
  tabs: readonly TabDefinition[];
  label: string;
  /** The slug of the tab open at first; the first tab without one. */
  initialSlug?: string | null;
}) {
  const initial = Math.max(
    0,
    tabs.findIndex((tab) => tab.slug !== undefined && tab.slug === initialSlug),
  );
  const [active, setActive] = useState(initial);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([initial]));
  const activate = (index: number) => {
    setActive(index);
    setOpened((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  };
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    activate(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => activate(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== active}
          className={styles.panel}
        >
          {!tab.lazy || opened.has(index) ? tab.content : null}
        </div>
      ))}
    </>
  );
}
