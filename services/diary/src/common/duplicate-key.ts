// One recogniser for MongoDB's and FerretDB's unique-index errors, shared with the other services.
export { isDuplicateKeyError } from '@dd/nest-common';
