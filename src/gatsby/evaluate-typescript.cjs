/**
 * Runs TypeScript of the site as CommonJS while the site runs, without a
 * build step: the text is stripped of its types by the TypeScript compiler
 * and run in this process. sidebars.ts is read this way on every save
 * (sidebars-file.ts), and site.config.ts with its validator from inside a
 * webpack loader (check-site-config-loader.cjs), where webpack's own module
 * system cannot be used. This file is CommonJS so that the loader can
 * require it as it is.
 */
const fs = require("node:fs");
const path = require("node:path");
const vm = require("node:vm");
const ts = require("typescript");

/** TypeScript that does not parse. The message starts with `file:line:column`, where the mistake is. */
class TypeScriptSyntaxError extends SyntaxError {
  constructor(message) {
    super(message);
    this.name = "TypeScriptSyntaxError";
  }
}

/** `file:line:column` of a position in a text (`file` alone when there is no position). */
function place(fileName, text, position) {
  if (position === undefined) return fileName;
  const before = text.slice(0, position).split("\n");
  return `${fileName}:${before.length}:${before[before.length - 1].length + 1}`;
}

/**
 * Runs the text of a TypeScript module as CommonJS and returns its exports.
 * Its imports are asked of `options.require`; `options.module` lets a
 * caller register the module before it runs (for circular imports). Throws
 * a {@link TypeScriptSyntaxError} naming the line of a syntax error; an
 * error thrown by the module itself is thrown as it is.
 * @param {string} text
 * @param {import("./evaluate-typescript.d.cts").EvaluateOptions} options
 * @returns {Record<string, unknown>}
 */
function evaluateTypeScript(text, { fileName, require, module = { exports: {} } }) {
  const output = ts.transpileModule(text, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const syntax = output.diagnostics?.[0];
  if (syntax) {
    throw new TypeScriptSyntaxError(`${place(fileName, text, syntax.start)}: ${ts.flattenDiagnosticMessageText(syntax.messageText, " ")}`);
  }
  // Run in this process's own context, not a new one: the modules the loader reads share objects (and
  // their classes) with the Node modules they import; `filename` makes a stack trace name the file.
  vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${output.outputText}\n})`, { filename: fileName })(
    module.exports,
    require,
    module,
    fileName,
    path.dirname(fileName),
  );
  return module.exports;
}

/**
 * Loads a TypeScript file of the site. Relative imports of other
 * TypeScript files are loaded the same way; anything else comes from Node.
 * Nothing is cached between calls, so an edited file is read afresh.
 * @param {string} file absolute path of a .ts file
 * @returns {Record<string, unknown>}
 */
function requireTypeScript(file, loaded = new Map()) {
  if (loaded.has(file)) return loaded.get(file).exports;
  const module = { exports: {} };
  loaded.set(file, module);
  const localRequire = (request) => {
    if (!request.startsWith(".")) return require(request);
    const base = path.resolve(path.dirname(file), request);
    const candidate = [base, `${base}.ts`, path.join(base, "index.ts")].find((f) => f.endsWith(".ts") && fs.existsSync(f));
    return candidate ? requireTypeScript(candidate, loaded) : require(base);
  };
  return evaluateTypeScript(fs.readFileSync(file, "utf8"), { fileName: file, require: localRequire, module });
}

module.exports = { evaluateTypeScript, requireTypeScript, TypeScriptSyntaxError };
