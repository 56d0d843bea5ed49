/**
 * Loads a TypeScript module of the site from inside a webpack loader, where
 * webpack's own module system cannot be used: each file is stripped of its
 * types with the TypeScript compiler and run as CommonJS. Relative imports
 * of other TypeScript files are loaded the same way; anything else comes
 * from Node. Nothing is cached, so an edited file is read afresh.
 */
const fs = require("node:fs");
const path = require("node:path");
const vm = require("node:vm");
const ts = require("typescript");

/** @param {string} file absolute path of a .ts file */
function requireTypeScript(file, loaded = new Map()) {
  if (loaded.has(file)) return loaded.get(file).exports;
  const module = { exports: {} };
  loaded.set(file, module);
  const { outputText } = ts.transpileModule(fs.readFileSync(file, "utf8"), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const localRequire = (request) => {
    if (!request.startsWith(".")) return require(request);
    const base = path.resolve(path.dirname(file), request);
    const candidate = [base, `${base}.ts`, path.join(base, "index.ts")].find((f) => f.endsWith(".ts") && fs.existsSync(f));
    return candidate ? requireTypeScript(candidate, loaded) : require(base);
  };
  vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${outputText}\n})`, { filename: file })(
    module.exports,
    localRequire,
    module,
    file,
    path.dirname(file),
  );
  return module.exports;
}

module.exports = { requireTypeScript };
