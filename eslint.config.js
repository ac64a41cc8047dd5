// @ts-check
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'node_modules/', '.tmp/', 'test-results/', 'playwright-report/', 'data/parts/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    // The catalogue readers and the shared Postgres layer sit below the db writers.
    files: ['src/catalogue/**', 'src/postgres/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: String.raw`(^|/)db/`, message: 'src/db/ sits above src/catalogue/ and src/postgres/.' }] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  ...astro.configs.recommended,
  {
    files: ['**/*.astro'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
