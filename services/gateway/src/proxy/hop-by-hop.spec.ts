import { requestHeadersForUpstream, responseHeadersForClient } from './hop-by-hop';

describe('hop-by-hop headers', () => {
  it('drops the connection headers of a request, those it names, and Expect', () => {
    expect(
      requestHeadersForUpstream({
        host: 'app.example.com',
        connection: 'keep-alive, X-Trace-Hop',
        'keep-alive': 'timeout=5',
        'x-trace-hop': '1',
        expect: '100-continue',
        te: 'trailers',
        'transfer-encoding': 'chunked',
        upgrade: 'websocket',
        'proxy-authorization': 'Basic abc',
        authorization: 'Bearer t',
        'content-type': 'application/json',
        'content-length': '2',
      }),
    ).toEqual({
      host: 'app.example.com',
      authorization: 'Bearer t',
      'content-type': 'application/json',
      'content-length': '2',
    });
  });

  it('drops the connection headers of a response', () => {
    expect(
      responseHeadersForClient({
        connection: ['keep-alive', 'x-upstream-hop'],
        'keep-alive': 'timeout=5',
        'x-upstream-hop': 'yes',
        'proxy-authenticate': 'Basic',
        trailer: 'x-checksum',
        'content-type': 'application/json',
        'cache-control': 'no-store',
      }),
    ).toEqual({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  });
});
