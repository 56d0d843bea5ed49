// What the site uses from "gatsby", for unit tests outside a Gatsby build.
import { createContext } from "react";

export const graphql = () => "";
export const withPrefix = (path: string) => path;
export const navigate = jest.fn();

let staticQueryData: unknown = {};
/** Tests set what useStaticQuery returns. */
export const setStaticQueryData = (data: unknown) => {
  staticQueryData = data;
};
export const useStaticQuery = () => staticQueryData;
/** Gatsby's context of static-query results (by query hash), which the hash-routed edition provides itself. */
export const StaticQueryContext = createContext<Record<string, { data: unknown }>>({});
