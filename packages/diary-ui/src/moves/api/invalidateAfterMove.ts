import type { QueryClient } from '@tanstack/react-query';
import { companionKeys } from '../../companions/api/companionsApi';
import { diaryKeys } from '../../lists/api/diaryKeys';
import { tagKeys } from '../../tags/api/tagsApi';

/**
 * After a record moved to another diary: what both diaries show is read
 * again, their records (a restaurant takes its meals along), their tags
 * (the links are made again on the target's, the counts change in both)
 * and their people. A diary's id sits in different places of its keys (a
 * list's params, a key's end), so each part is invalidated whole, every
 * diary's; only what is on screen is fetched at once.
 */
export function invalidateAfterMove(queryClient: QueryClient): Promise<unknown> {
  const parts = [
    diaryKeys('meals').all,
    diaryKeys('restaurants').all,
    tagKeys.all,
    companionKeys.all,
  ];
  return Promise.all(parts.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
