import { useContext } from 'react';
import { DelayedDeleteContext } from '../components/delayedDeleteContext';
import type { DelayedDeletes } from '../model/delayedDeletes';

/** The remote's delete queue (DelayedDeleteProvider around its routes). */
export function useDelayedDeletes(): DelayedDeletes {
  const deletes = useContext(DelayedDeleteContext);
  if (!deletes) throw new Error('useDelayedDeletes needs a DelayedDeleteProvider above it');
  return deletes;
}
