// Every spec of a service also proves that each query it caused has an index
// to serve it in MongoDB (the architecture's §6): FerretDB, the local database,
// scans whatever the indexes, so timings alone would never show a missing one.
const mongoose = require('mongoose');
const { recordQueries, unindexedQueries } = require('@dd/nest-common/testing');

let recorder;

beforeAll(() => {
  recorder = recordQueries(mongoose);
});

afterAll(() => {
  recorder.stop();
  expect(unindexedQueries(recorder.queries)).toEqual([]);
});
