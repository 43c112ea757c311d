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
  {
    files: ["components/**/*.{ts,tsx,js,mjs}"],
    rules: importsNothingFrom(["app", "models"], "Components import nothing from app, nor from models: data goes through lib."),
  },
];

const config = [
  ...nextVitals,
  ...nextTypeScript,
  ...layering,
  { ignores: [".next/**", ".data/**", ".tools/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];

export default config;
