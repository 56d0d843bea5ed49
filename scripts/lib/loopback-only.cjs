// Preloaded into the API mock (Prism) by the browser tests: any attempt to open a connection to a
// host other than this machine fails loudly instead of quietly depending on the network. Prism
// needs none: it reads the description from disk and answers from its examples.
const net = require("node:net");

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(...args) {
  // net.connect() hands over its arguments already normalised, as an array.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = typeof first === "object" && first !== null ? first : { port: first, host: args[1] };
  const host = options.host ?? "localhost";
  if (!options.path && !LOOPBACK.test(host)) {
    const message = `loopback-only: refused a connection to ${host}:${options.port}; the mock must not use the network`;
    process.stderr.write(`${message}\n`);
    throw new Error(message);
  }
  return connect.apply(this, args);
};
