// Prism's grammar for the console's Objective-C samples, after the ones it builds on (in this order): a chunk of its own, loaded by ../sample-grammars.ts.
import "prismjs/components/prism-clike";
import "prismjs/components/prism-c";
import "prismjs/components/prism-objectivec";
