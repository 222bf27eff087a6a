import { useQuery } from '@tanstack/react-query';
import { useFormDiary } from '../../forms/hooks/useFormDiary';
import { companionsQuery } from '../api/companionsApi';
import { CompanionsPicker, type CompanionsPickerProps } from './CompanionsPicker';

export type CompanionsFieldProps = Omit<CompanionsPickerProps, 'people'>;

/**
 * A diary form's "Who you were with": the picker suggesting from the people
 * of the form's diary (GET /api/companions). While they load, or when they cannot
 * (offline), names are still typed and added, without suggestions.
 */
export function CompanionsField(props: CompanionsFieldProps) {
  const people = useQuery({ ...companionsQuery(useFormDiary()), retry: false });
  return <CompanionsPicker {...props} people={people.data} />;
}
