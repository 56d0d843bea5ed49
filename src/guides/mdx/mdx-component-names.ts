/**
 * The components every guide can use without importing them (the
 * capitalised keys of mdxComponents in mdx-components.tsx; a unit test
 * keeps the two lists the same). The build checks each guide against this
 * list, on the server, where the components themselves are not loaded.
 */
export const MDX_COMPONENT_NAMES: readonly string[] = ["Admonition", "SidebarCards", "SchemaFields"];
