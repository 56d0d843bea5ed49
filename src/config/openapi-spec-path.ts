import path from "node:path";

/**
 * The OpenAPI description this build uses: `configured` (openapi.specPath
 * from site.config.ts), or OPENAPI_SPEC for one build (both relative to the
 * site root).
 */
export function resolveSpecPath(configured: string, env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string {
  return path.resolve(root, env.OPENAPI_SPEC || configured);
}

/**
 * True when the build documents our own API, the one `configured` names.
 * With another description (for example GitHub's, in the benchmark) the
 * guides, which describe our API, stay as they are but their links and
 * checks into the reference are skipped where that description has no such
 * page.
 */
export function usesOwnSpec(configured: string, env: NodeJS.ProcessEnv = process.env, root = process.cwd()): boolean {
  return resolveSpecPath(configured, env, root) === path.resolve(root, configured);
}
