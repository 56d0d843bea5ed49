/**
 * What a navbar item is when site.config.ts leaves a key out. The schema
 * declares these defaults and the shell reads them from here (the schema
 * itself stays out of the pages' JavaScript).
 */
export const NAVBAR_ITEM_DEFAULTS = { type: "default", position: "left" } as const;
