// CSS modules in tests: every class name maps to itself.
module.exports = new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : typeof key === "string" ? key : undefined) });
