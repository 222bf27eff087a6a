// Jest helpers for the shell and the remotes; never imported by runtime code.
export { mockFetch, sentRequest, type FakeResponse, type SentRequest } from './fetchMock';
export { answer, type ReceivedRequest } from './answer';
export { makeToken, testUser } from './makeToken';
export { renderRemote, type RemoteView, type RenderRemoteOptions } from './renderRemote';
export {
  delay,
  http,
  HttpResponse,
  server,
  startTestServer,
  takeUnhandledRequests,
} from './server';
export { serveSharedDiary } from './serveSharedDiary';
export { PERSONAL_DIARY, SHARED_DIARY_ID } from './testDiaries';
export { testRuntimeConfig } from './testRuntimeConfig';
/** @deprecated The earlier name of renderRemote, kept while remote specs move over. */
export { renderRemote as renderRemoteRoutes } from './renderRemote';
