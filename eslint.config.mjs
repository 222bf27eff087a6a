import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importBoundaries } from './tooling/eslint-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-pages/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.data/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['shell/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'mfe-*/**/*.{ts,tsx}',
      'packages/ui-kit/**/*.{ts,tsx}',
      'packages/shell-kit/**/*.{ts,tsx}',
      'packages/diary-ui/**/*.{ts,tsx}',
      'packages/map-kit/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', 'tooling/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tooling/jest.*.setup.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // No feature imports another feature's internals, no app imports an app,
  // no package imports an app (tooling/eslint-boundaries.mjs).
  ...importBoundaries(),
);
