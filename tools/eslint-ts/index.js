// typescript-eslint, re-exported for eslint.config.js.
//
// typescript-eslint parses with the `typescript` package's JavaScript API (ts.createSourceFile), and its peer
// range is `typescript >=4.8.4 <6.1.0`. The project's compiler is TypeScript 7 (the native tsc), whose package
// has no such API. A package that lives at the root beside typescript@7 cannot have its peer met, so npm would
// refuse it; this small local package depends on typescript-eslint and on typescript@6.0.3, and npm installs
// both in tools/eslint-ts/node_modules, where typescript-eslint finds TypeScript 6 and the root keeps 7.
// TypeScript 6 is used only to parse for the linter; `npm run typecheck` still runs TypeScript 7.
export { default } from 'typescript-eslint'
export * from 'typescript-eslint'
