// What every Jest configuration of the project shares (jest.config.cjs, the unit tests;
// jest.samples.config.cjs, the code samples run): SWC compiles TypeScript, and the ESM-only
// dependencies, to CommonJS.
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

const fs = require("node:fs");
const path = require("node:path");

/** Packages in node_modules (nested ones too) published as ES modules only ("type": "module"): SWC compiles them too. */
function esmPackages(root = path.join(__dirname, "node_modules"), found = new Set()) {
  let entries;
  try {
    entries = fs.readdirSync(root);
  } catch {
    return found;
  }
  const names = entries.flatMap((name) =>
    name.startsWith("@") ? fs.readdirSync(path.join(root, name)).map((scoped) => `${name}/${scoped}`) : name.startsWith(".") ? [] : [name],
  );
  for (const name of names) {
    try {
      if (JSON.parse(fs.readFileSync(path.join(root, name, "package.json"), "utf8")).type === "module") found.add(name);
    } catch {
      continue;
    }
    esmPackages(path.join(root, name, "node_modules"), found);
  }
  return found;
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// proj4 is published as CommonJS, but the results map imports parts of its ES module sources (src/map/projection.ts).
const ESM_DEPENDENCIES = [...new Set(["@apidevtools/json-schema-ref-parser", "js-yaml", "proj4", ...esmPackages()])].map(escape);

const shared = {
  transform: { "^.+\\.(t|j)sx?$": swc, "^.+\\.mjs$": swc },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_DEPENDENCIES.join("|")})/)`],
  moduleNameMapper: {
    "\\.module\\.css$": "<rootDir>/test-utils/css-module-mock.cjs",
    "\\.css$": "<rootDir>/test-utils/style-mock.cjs",
    "^gatsby$": "<rootDir>/test-utils/gatsby-mock.tsx",
    // ES-module-only packages whose exports name no entry for require (the MDX compiler's dependencies).
    "^(estree-walker|periscopic|is-reference)$": "<rootDir>/node_modules/$1/src/index.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/e2e/", "/bench/"],
};

module.exports = { shared };
