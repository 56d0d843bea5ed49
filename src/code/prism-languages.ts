import { Prism } from "prism-react-renderer";

/**
 * prism-react-renderer bundles a fixed set of grammars. The code samples
 * and guides also need these; Prism's grammar files register themselves on a
 * global `Prism`, so point that at prism-react-renderer's instance first.
 * Build-time only: highlighting never runs in the browser.
 */
const globalScope = globalThis as { Prism?: typeof Prism };
globalScope.Prism = Prism;

/* eslint-disable @typescript-eslint/no-require-imports */
require("prismjs/components/prism-bash");
require("prismjs/components/prism-http");
require("prismjs/components/prism-markup-templating");
require("prismjs/components/prism-php");
require("prismjs/components/prism-ruby");
require("prismjs/components/prism-java");
require("prismjs/components/prism-csharp");
require("prismjs/components/prism-nginx");
require("prismjs/components/prism-docker");
require("prismjs/components/prism-ini");
// Languages of the code samples in the "More" menu that prism-react-renderer does not bundle.
require("prismjs/components/prism-powershell");
require("prismjs/components/prism-r");
require("prismjs/components/prism-clojure");
require("prismjs/components/prism-ocaml");
/* eslint-enable @typescript-eslint/no-require-imports */

export { Prism };
