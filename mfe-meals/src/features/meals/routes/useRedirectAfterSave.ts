import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_AFTER_SAVE_MS } from '../model/texts';

/**
 * product spec §9: after a successful save the meal's page opens 100 ms later;
 * `redirecting` holds the form busy meanwhile. Leaving first cancels it.
 */
export function useRedirectAfterSave() {
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const redirect = (path: string) => {
    setRedirecting(true);
    timer.current = setTimeout(() => navigate(path), REDIRECT_AFTER_SAVE_MS);
  };
  return { redirecting, redirect };
}
