import type { ReactNode } from 'react';
import { FormDiaryContext } from './formDiaryContext';

export type FormDiaryProviderProps = {
  /** The diary (null: the personal one) whose restaurants, tags and people the form offers. */
  diaryId: string | null;
  children: ReactNode;
};

/**
 * Sets the diary a form works in when it is not the current one: an edit's
 * record may be of another diary, or about to move to one (useDiaryMove),
 * and the app's current diary stays as it is meanwhile.
 */
export function FormDiaryProvider({ diaryId, children }: FormDiaryProviderProps) {
  return <FormDiaryContext.Provider value={diaryId}>{children}</FormDiaryContext.Provider>;
}
