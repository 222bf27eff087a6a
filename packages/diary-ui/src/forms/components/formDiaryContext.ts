import { createContext } from 'react';

/** The diary a form's pickers work in (null: the personal one); undefined: no FormDiaryProvider. */
export const FormDiaryContext = createContext<string | null | undefined>(undefined);
