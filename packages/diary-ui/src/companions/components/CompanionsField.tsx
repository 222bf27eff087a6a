import { useQuery } from '@tanstack/react-query';
import { useCurrentDiary } from '@dd/shell-kit';
import { companionsQuery } from '../api/companionsApi';
import { CompanionsPicker, type CompanionsPickerProps } from './CompanionsPicker';

export type CompanionsFieldProps = Omit<CompanionsPickerProps, 'people'>;

/**
 * A diary form's "Who you were with": the picker suggesting from the diary's
 * people (GET /api/companions). While they load, or when they cannot
 * (offline), names are still typed and added, without suggestions.
 */
export function CompanionsField(props: CompanionsFieldProps) {
  const people = useQuery({ ...companionsQuery(useCurrentDiary().diaryId), retry: false });
  return <CompanionsPicker {...props} people={people.data} />;
}
