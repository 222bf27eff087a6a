// Jest base for React workspaces: jsdom, TSX through SWC, CSS Modules as
// identity objects, static assets as file names.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  setupFilesAfterEnv: [require.resolve('./jest.web.setup.js')],
  // A form spec that types and uploads through user-event takes 1–2 s alone,
  // and past Jest's 5 s on a busy two-core CI machine.
  testTimeout: 20000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': require.resolve('./jest.style-stub.js'),
    '\\.(png|jpe?g|gif|svg|webp)$': require.resolve('./jest.file-stub.js'),
    // exifr's ES build is for bundlers; Jest runs its CommonJS build of the same code.
    '^exifr/dist/mini\\.esm\\.mjs$': require.resolve('exifr/dist/mini.umd.cjs'),
  },
};
