// Prism's grammar for the console's HTTP samples, after the one it builds on: a chunk of its own, loaded by ../sample-grammars.ts.
import "prismjs/components/prism-json";
import "prismjs/components/prism-http";
