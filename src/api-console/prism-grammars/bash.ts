// Prism's grammar for the console's cURL, HTTPie and wget samples: a chunk of its own, loaded by ../sample-grammars.ts.
import "prismjs/components/prism-bash";
