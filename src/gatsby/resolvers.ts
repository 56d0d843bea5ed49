import type { GatsbyNode } from "gatsby";
import { apiResolvers } from "./api-resolvers";
import { sidebarResolvers } from "./sidebars";

/** Fields computed at query time: resolved sidebars, code samples, highlighted examples. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({ ...apiResolvers, ...sidebarResolvers });
};
