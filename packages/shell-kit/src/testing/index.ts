// Jest helpers for the shell and the remotes; never imported by runtime code.
export { mockFetch, sentRequest, type FakeResponse, type SentRequest } from './fetchMock';
export { makeToken, testUser } from './makeToken';
export { renderRemoteRoutes } from './renderRemoteRoutes';
