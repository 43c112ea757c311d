import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

/**
 * Layering (DESIGN 2): app → components → lib → models. A layer imports only from the layers
 * below it, so data reaches the screens through lib and models know nothing of how they are used.
 */
function importsNothingFrom(layers, reason) {
  return {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: layers.flatMap((layer) => [`@/${layer}`, `@/${layer}/**`]),
            message: reason,
          },
        ],
      },
    ],
  };
}

const layering = [
  {
    files: ["models/**/*.{ts,tsx,js,mjs}"],
    rules: importsNothingFrom(["lib", "components", "app"], "Models import nothing from lib, components or app."),
  },
  {
    files: ["lib/**/*.{ts,tsx,js,mjs}"],
    rules: importsNothingFrom(["components", "app"], "lib imports nothing from components or app."),
  },
  // Inside lib, by kind (ARCHITECTURE.md): platform ← domain ← api and jobs; browser code is apart.
  {
    files: ["lib/platform/**/*.{ts,tsx,js,mjs}"],
    rules: importsNothingFrom(
      ["components", "app", "lib/domain", "lib/api", "lib/jobs", "lib/browser"],
      "Platform code knows no product: it imports nothing from lib/domain, lib/api, lib/jobs or lib/browser.",
    ),
  },
  {
    files: ["lib/domain/**/*.{ts,tsx,js,mjs}"],
    rules: importsNothingFrom(
      ["components", "app", "lib/api", "lib/jobs", "lib/browser"],
      "Domain code imports only platform code and other domains: nothing from lib/api, lib/jobs or lib/browser.",
    ),
  },
  {
    files: ["lib/api/**/*.{ts,tsx,js,mjs}", "lib/jobs/**/*.{ts,tsx,js,mjs}"],
    rules: importsNothingFrom(["components", "app", "lib/browser"], "Server code imports nothing from lib/browser."),
  },
  {
    files: ["lib/browser/**/*.{ts,tsx,js,mjs}"],
    rules: importsNothingFrom(["components", "app", "lib/api", "lib/jobs"], "Browser code imports nothing from lib/api or lib/jobs."),
  },
  {
    files: ["components/**/*.{ts,tsx,js,mjs}"],
    rules: importsNothingFrom(["app", "models"], "Components import nothing from app, nor from models: data goes through lib."),
  },
];

// Outside the app: the production server (server/) stands on its own; operator commands (scripts/)
// use only the server's pieces; benchmarks (bench/) use both but nothing of the tests, which may use all three.
function importsNoFolder(folders, reason) {
  return {
    "no-restricted-imports": ["error", { patterns: [{ group: folders.map((folder) => `**/${folder}/**`), message: reason }] }],
  };
}

const outsideTheApp = [
  {
    files: ["server/**/*.mjs"],
    rules: importsNoFolder(["scripts", "bench", "tests", "e2e"], "The server imports nothing from scripts, bench or tests."),
  },
  { files: ["scripts/**/*.{ts,mjs}"], rules: importsNoFolder(["bench", "tests", "e2e"], "Operator commands import nothing from bench or tests.") },
  { files: ["bench/**/*.{ts,mjs}"], rules: importsNoFolder(["tests", "e2e"], "Benchmarks import nothing from tests.") },
];

// Browser tests take `test` from e2e/fixtures/test.ts, whose guard fails a test on a CSP violation, an
// uncaught error or an image that shows nothing; a browser of their own comes from its launchBrowser.
const guardedBrowserTests = {
  files: ["e2e/**/*.ts"],
  ignores: ["e2e/fixtures/test.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: [
          {
            name: "@playwright/test",
            importNames: ["test", "chromium", "firefox", "webkit"],
            message:
              "Use test and launchBrowser from e2e/fixtures/test.ts: they watch every page for CSP violations, uncaught errors and broken images.",
          },
        ],
      },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTypeScript,
  ...layering,
  ...outsideTheApp,
  guardedBrowserTests,
  { ignores: [".next/**", ".data/**", ".tools/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];

export default config;
