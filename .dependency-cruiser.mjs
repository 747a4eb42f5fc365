/**
 * `npm run lint:cycles`: no import circle in the shipped source (style.md: "import circles, even
 * type-only ones"). `tsPreCompilationDeps` keeps `import type` edges, which the compiled output
 * drops and eslint-plugin-import-x's no-cycle skips; workspace packages are followed through their
 * links, so a circle across packages counts too.
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Move what both modules need to a module both can import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '/(dist|node_modules)/' },
  },
};
