// Prism's grammar for the console's Java samples, after the one it builds on: a chunk of its own, loaded by ../sample-grammars.ts.
import "prismjs/components/prism-clike";
import "prismjs/components/prism-java";
