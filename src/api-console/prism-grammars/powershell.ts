// Prism's grammar for the console's PowerShell samples: a chunk of its own, loaded by ../sample-grammars.ts.
import "prismjs/components/prism-powershell";
