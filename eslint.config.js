// ESLint's flat config: the linter that `npm test` runs (`npm run lint`, zero warnings allowed).
//
// What it checks: every TypeScript and JavaScript file of shared/, electron/, renderer/src/, e2e/, tools/ and the
// config files at the root, with ESLint's recommended rules, typescript-eslint's recommended rules, the
// eslint-comments rules (a rule turned off for a line says why) and, in the renderer, React's hooks rules
// (rules-of-hooks an error, exhaustive-deps a warning, which `--max-warnings 0` makes fail too).
//
// Why typescript-eslint without type information: the project compiles with TypeScript 7, the native tsc, whose
// npm package has no JavaScript compiler API; typescript-eslint (8.74) needs the classic API of TypeScript
// 4.8 to 6.0 even only to parse, and its typed rules need a whole classic Program (its tsgo backend is
// experimental and needs a TypeScript 7.1 build that is not released). So typescript-eslint comes from
// tools/eslint-ts, a local package that nests it with typescript@6.0.3, used only to parse for the linter;
// the type check stays TypeScript 7's (`npm run typecheck`), and the typed rules (`recommendedTypeChecked`)
// are not on: they would type-check the project a second time with another compiler, at a cost of a minute.
//
// Rules off or changed project-wide, each with its reason, are in `projectRules` below.

import comments from '@eslint-community/eslint-plugin-eslint-comments/configs'
import js from '@eslint/js'
import tseslint from '@overdive/eslint-ts'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/** Rules this project sets differently from the recommended sets, each with why. */
const projectRules = {
  // An argument, caught error or destructured sibling named with a leading underscore is unused on purpose
  // (an interface's parameter a module does not need, the rest of an object without one key).
  '@typescript-eslint/no-unused-vars': [
    'error',
    {
      argsIgnorePattern: '^_',
      varsIgnorePattern: '^_',
      caughtErrorsIgnorePattern: '^_',
      destructuredArrayIgnorePattern: '^_',
      ignoreRestSiblings: true,
    },
  ],
  // A statement that is only an expression is a forgotten call or assignment; but `a && b()` and `c ? d() : e()`
  // as statements are this code's way of saying "if" in one line, and run what they say.
  '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
  // a rule turned off for a line says why, after `--` on the same line (eslint-comments' recommended set also
  // refuses a disable without a rule's name, and one never enabled again)
  '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
}

/**
 * eslint-plugin-react-hooks 7's recommended set is the two hooks rules (rules-of-hooks, exhaustive-deps) and the
 * React Compiler's diagnostics (refs, immutability, purity, set-state-in-effect, preserve-manual-memoization, ...):
 * what the compiler cannot compile. The second kind is off here. This project does not use the React Compiler; the
 * compiler pass they share took 44 s of the lint's 55 s; and most of what they reported (25 findings when they
 * were tried) is @react-three/fiber's own way, which is not a bug here: three.js objects (the camera, materials,
 * uniforms) changed in useFrame, a latest-callback ref written during render, three.js objects made in useMemo. The
 * two hooks rules stay as the plugin sets them: rules-of-hooks an error, exhaustive-deps a warning (which
 * `--max-warnings 0` fails).
 */
const reactCompilerRulesOff = Object.fromEntries(
  Object.keys(reactHooks.configs.flat.recommended.rules)
    .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
    .map((rule) => [rule, 'off']),
)

export default tseslint.config(
  {
    // build output, reports and installed packages
    ignores: [
      '**/node_modules/**',
      'out/**',
      'out-*/**',
      'dist/**',
      'playwright-report/**',
      'test-results*/**',
      '.overdive-data/**',
      'renderer/public/**',
      // a scratch file someone is trying something in (never committed)
      '**/*.tmp.*',
    ],
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, comments.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: projectRules,
  },
  {
    // the host, the tools, the tests and the config files run in Node
    files: ['shared/**', 'electron/**', 'e2e/**', 'tools/**', '*.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // the renderer runs in the browser (Electron's sandboxed renderer or a LAN browser)
    files: ['renderer/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // the renderer's unit tests run in vitest, in Node
    files: ['renderer/src/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // e2e specs run code inside the page too (page.evaluate), which sees the browser's globals
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: reactCompilerRulesOff,
  },
)
