// Gatsby requires a main file; the plugin's hooks are in gatsby-node.ts.
