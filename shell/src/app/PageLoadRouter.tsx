import { useState, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';

function hrefOf(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/** Where page loads go: the window's location and history. */
export interface PageLoadTarget {
  location: Pick<Location, 'assign' | 'replace'>;
  history: Pick<History, 'go'>;
}

/** A router's navigator that turns every navigation into a page load of `target`. */
export function pageLoadNavigator(target: PageLoadTarget): Navigator {
  return {
    createHref: hrefOf,
    push: (to) => target.location.assign(hrefOf(to)),
    replace: (to) => target.location.replace(hrefOf(to)),
    go: (delta) => target.history.go(delta),
  };
}

/**
 * The landing build's router: the page's own location, fixed, and every
 * link, redirect or `navigate()` a page load into the shell's federated
 * build. Links stay the anchors the server rendered; only the page the
 * landing build holds (`/`) ever renders under it.
 */
export function PageLoadRouter({ children }: { children: ReactNode }) {
  const [navigator] = useState(() => pageLoadNavigator(window));
  const [location] = useState(() => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: null, key: 'default' };
  });
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
