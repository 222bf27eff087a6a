import { createContext } from 'react';
import type { DelayedDeletes } from '../model/delayedDeletes';

export const DelayedDeleteContext = createContext<DelayedDeletes | null>(null);
