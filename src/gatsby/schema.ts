import type { GatsbyNode } from "gatsby";

/** Types of the site's own nodes: guides' front matter and fields, and sidebars. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter @dontInfer {
      "Page title (h1 and <title>)."
      title: String!
      "Meta description; also the summary on listing pages."
      description: String!
      "Shorter label for the sidebar."
      sidebar_label: String
      "Order among siblings where a listing is generated."
      position: Int
      "Hidden from navigation unless it is the page being shown."
      unlisted: Boolean
      "Slug of the API operation the guide is about (links to its reference page)."
      operation: String
      "Name of the OpenAPI schema a field-reference guide documents (<SchemaFields />)."
      schema: String
    }
    type MdxFields @dontInfer {
      docId: String!
      path: String!
      sourcePath: String!
      "What is wrong with the front matter (empty when it is valid); such a guide gets no page."
      frontmatterProblems: [String!]!
    }
    type Sidebar implements Node @dontInfer {
      sidebarId: String!
      "File or source the sidebar was defined in, for messages."
      source: String!
      definition: JSON!
    }
    "A code sample of an operation, highlighted at build time (the plain source stays out of page data)."
    type OpenApiCodeSampleView {
      id: String!
      label: String!
      prism: String!
      languageLabel: String!
      html: String!
      "Generated from the request, so the API console can write it again for its inputs."
      live: Boolean!
    }
    "A documented answer to a malformed value of an input kind (x-invalid-input)."
    type OpenApiInvalidInputAnswer {
      kind: String!
      status: String!
      body: JSON
    }
    "The documented answer when none of some groups of parameters is given whole (x-required-inputs)."
    type OpenApiMissingInputAnswer {
      groups: [[String!]!]!
      status: String!
      body: JSON
    }
    "The operations a search for a postcode or outward code can open: the plain lookup of each input kind."
    type OpenApiQuickLookup {
      kind: String!
      slug: String!
      parameter: String!
    }
    "A language of the More menu of the code samples (its samples are loaded on demand)."
    type OpenApiSampleLanguage {
      id: String!
      label: String!
    }
    "A named schema that a guide describes field by field (its front matter's schema, or a named schema one of that schema's fields holds)."
    type OpenApiSchemaGuide {
      name: String!
      path: String!
      title: String!
      "The field the schema's rows sit under on the guide's page (codes: #codes-…); empty for the guide's own schema."
      within: [String!]!
    }
    "An error string an operation can return, read from its example error bodies."
    type OpenApiErrorMessage {
      status: String!
      message: String!
    }
    "A sidebar entry with doc ids resolved: a link, or a category with entries of its own."
    type SidebarItem {
      "link or category"
      type: String!
      label: String!
      "A link's address, or the page a category opens (if any)."
      href: String
      badge: String
      "Categories only: starts closed."
      collapsed: Boolean
      "Categories only."
      items: [SidebarItem!]
    }
    type SidebarLink {
      href: String!
      label: String!
    }
  `);
};
