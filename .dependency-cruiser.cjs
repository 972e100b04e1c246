/**
 * The house style's import rules, held by a machine (issue 8). `npm run lint:deps` runs them, and
 * `npm test` runs that. SQL outside repositories is checked by apps/server/src/sql-boundary.test.ts.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Import cycles make load order matter and hide a missing layer.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only", "dynamic-import"] } },
    },
    {
      name: "web-feature-to-feature",
      severity: "error",
      comment: "A web feature does not import another feature: move what both need to a shared folder.",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/([^/]+)/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-shared-to-feature",
      severity: "error",
      comment: "Shared web code (components, lib, hooks, stores, shared, test) imports no feature.",
      from: { path: "^apps/web/src/(components|lib|hooks|stores|shared|test)/" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "server-module-to-other-repository",
      severity: "error",
      comment:
        "A server module reads another module's tables through that module's service, not its repository.",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: {
        path: "^apps/server/src/modules/([^/]+)/[^/]+\\.repository\\.ts$",
        pathNot: "^apps/server/src/modules/$1/",
      },
    },
    {
      name: "packages-to-apps",
      severity: "error",
      comment: "The shared packages never depend on an app.",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "contract-to-domain-or-apps",
      severity: "error",
      comment: "The contract is the bottom layer: zod only.",
      from: { path: "^packages/contract/" },
      to: { path: "^(packages/domain|apps)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|coverage)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.depcruise.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
