import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { HYDRATING_ATTRIBUTE } from '@dd/ui-kit';

/**
 * Ends the page's hydration at its first navigation: from then on, a lazily
 * loaded part renders in the browser (its fallback, then the part) instead
 * of waiting as one the server rendered would.
 */
export function HydrationEnd() {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  }, [key]);
  return null;
}
