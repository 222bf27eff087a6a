import { useCallback, useEffect, useState } from 'react';

/**
 * A toast's message that goes away `ms` after it was shown, but not while the
 * pointer or the keyboard holds the toast (pass `hold` as Toast's onHoldChange).
 */
export function useFleetingMessage<T>(ms: number) {
  const [message, setMessage] = useState<T | null>(null);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (message === null || held) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, held, ms]);

  const dismiss = useCallback(() => setMessage(null), []);
  return { message, show: setMessage, dismiss, hold: setHeld };
}
