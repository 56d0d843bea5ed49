import type { GatsbyNode } from "gatsby";
import { serveProblems } from "../develop/problems-endpoint";

/** `gatsby develop` only: the problems stream for the browser. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => serveProblems(app);
