import { createContext } from "react";
import type { SchemaRegistry } from "../schema/schema-model";

/** The schema a field-reference page documents, with every schema it refers to. */
export interface SchemaPageData {
  name: string;
  schemas: SchemaRegistry;
}

/** The field-reference page's schema, for <SchemaFields /> in its text (which loads with the text). */
export const SchemaPageContext = createContext<SchemaPageData | null>(null);
export const SchemaPageProvider = SchemaPageContext.Provider;
