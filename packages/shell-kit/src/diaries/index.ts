// What needs the query cache's code (react-query), which the shell's first
// chunk does without: only signed-in pages load it. The state these read
// stays in the shared `@dd/shell-kit` (imported by its name, not a path).
export { diariesQuery } from './diariesQuery';
export { diaryMembersKey, membersQuery } from './membersQuery';
export { useDiaryFallback } from './useDiaryFallback';
