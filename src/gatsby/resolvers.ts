import type { GatsbyNode } from "gatsby";
import { apiResolvers } from "./api-resolvers";
import { sidebarResolvers } from "./sidebars";

/** Stands in for a guide's missing title or description, so one guide's front matter cannot break every query (the guide itself gets no page). */
const MISSING = "(missing: see the problems of the front matter)";
const textOr = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : MISSING);

const frontmatterResolvers = {
  MdxFrontmatter: {
    title: { resolve: (source: { title?: unknown }) => textOr(source.title) },
    description: { resolve: (source: { description?: unknown }) => textOr(source.description) },
  },
};

/** Fields computed at query time: resolved sidebars, code samples, highlighted examples. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({ ...apiResolvers, ...sidebarResolvers, ...frontmatterResolvers });
};
