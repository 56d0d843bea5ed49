// Prism's grammar for the console's PHP samples, after the ones it builds on (in this order): a chunk of its own, loaded by ../sample-grammars.ts.
import "prismjs/components/prism-markup";
import "prismjs/components/prism-markup-templating";
import "prismjs/components/prism-php";
