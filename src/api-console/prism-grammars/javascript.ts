// Prism's grammar for the console's JavaScript and Node.js samples, after the ones it builds on (in this order): a chunk of its own, loaded by ../sample-grammars.ts.
import "prismjs/components/prism-clike";
import "prismjs/components/prism-javascript";
import "prismjs/components/prism-js-extras";
