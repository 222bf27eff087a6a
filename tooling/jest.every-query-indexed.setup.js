// Every spec of a service also proves that each query it caused has an index
// to serve it in MongoDB (the architecture's §6): FerretDB, the local database,
// scans whatever the indexes, so timings alone would never show a missing one.
// And each query that names the owner does so as FerretDB on PostgreSQL can
// push down to SQL (a plain top-level equality), so the local tier's GIN
// index on the owner serves it.
const mongoose = require('mongoose');
const {
  recordQueries,
  unindexedQueries,
  unpushedOwnerQueries,
} = require('@dd/nest-common/testing');

let recorder;

beforeAll(() => {
  recorder = recordQueries(mongoose);
});

afterAll(() => {
  recorder.stop();
  expect(unindexedQueries(recorder.queries)).toEqual([]);
  expect(unpushedOwnerQueries(recorder.queries)).toEqual([]);
});
