import { useContext } from 'react';
import { useCurrentDiary } from '@dd/shell-kit';
import { FormDiaryContext } from '../components/formDiaryContext';

/**
 * The diary (null: the personal one) a form's pickers offer from and add
 * to: FormDiaryProvider's, else the current diary (a new record goes there).
 */
export function useFormDiary(): string | null {
  const provided = useContext(FormDiaryContext);
  const { diaryId } = useCurrentDiary();
  return provided === undefined ? diaryId : provided;
}
