import path from "node:path";
import siteConfig from "../../site.config";

/**
 * The OpenAPI description this build uses: openapi.specPath from
 * site.config.ts, or OPENAPI_SPEC for one build (both relative to the site root).
 */
export function resolveSpecPath(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string {
  return path.resolve(root, env.OPENAPI_SPEC || siteConfig.openapi.specPath);
}

/**
 * True when the build documents our own API. With another description (for
 * example GitHub's, in the benchmark) the guides, which describe our API,
 * stay as they are but their links and checks into the reference are
 * skipped where that description has no such page.
 */
export function usesOwnSpec(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): boolean {
  return resolveSpecPath(env, root) === path.resolve(root, siteConfig.openapi.specPath);
}
