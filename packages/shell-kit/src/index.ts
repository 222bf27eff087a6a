export { apiRequest, apiRequestPage, type ApiPage, type ApiRequestOptions } from './api/apiRequest';
export { ApiError } from './api/ApiError';
export { useOnline } from './network/useOnline';
export { isPersistentSession, sessionStore } from './session/sessionStore';
export { useSession, type Session } from './session/useSession';
export { ServerSession, type ServerSessionValue } from './session/ServerSession';
export {
  canWriteIn,
  currentDiaryNow,
  currentDiaryStore,
  diaryKeyPart,
  inDiaryPath,
  withDiaryId,
  diaryIn,
  DIARIES_QUERY_KEY,
  useCurrentDiary,
  type CurrentDiary,
} from './diary';
export { RequireSignIn, SignedOutOnly } from './session/RequireSignIn';
export {
  AFTER_SIGN_IN_PATH,
  afterSignInPath,
  RETURN_PATH_PARAM,
  returnPathOf,
  sameSitePath,
  SESSION_ENDED_MESSAGE,
  signInPathReturningTo,
  signInReturnOf,
  type SignInReturnState,
} from './session/signInReturn';
export {
  RuntimeConfigProvider,
  useRuntimeConfig,
  fetchRuntimeConfig,
  inlineRuntimeConfig,
  loadRuntimeConfig,
} from './config/runtimeConfig';
export {
  BreadcrumbProvider,
  useBreadcrumbOverride,
  useBreadcrumbState,
  type Crumb,
} from './breadcrumbs/BreadcrumbContext';
export {
  countOfThings,
  isLocalRef,
  keepPhoto,
  madeThings,
  newLocalRef,
  outbox,
  outboxStatuses,
  startOutbox,
  useLocalPhotoUrl,
  useOutbox,
  useOutboxEntries,
  withDependents,
  type EditBase,
  type MadeKind,
  type MadeThing,
  type OutboxConflict,
  type OutboxEntry,
  type OutboxFailure,
  type OutboxResult,
  type OutboxSnapshot,
  type OutboxStatus,
  type OutboxWrite,
} from './outbox';
export {
  definePages,
  prefetchFirstScreen,
  type FirstScreenQuery,
  type PageAddress,
  type PageDeclaration,
  type PageView,
  type RemotePages,
} from './pages/definePages';
export { defaultCurrency } from './currency/defaultCurrency';
