/** URL prefix of the API reference. */
export const API_BASE_PATH = "/docs/api";

/** Slug of the API reference's introduction page, and the second address it answers at. */
export const API_INTRO_SLUG = "api-reference-postcodes-io";
export const API_INTRO_ALIAS_SLUG = "api-reference";

export const apiOperationPath = (slug: string) => `${API_BASE_PATH}/${slug}`;
export const apiTagPath = (tagSlug: string) => `${API_BASE_PATH}/${tagSlug}`;
export const apiIntroPath = () => `${API_BASE_PATH}/${API_INTRO_SLUG}`;
export const apiIntroAliasPath = () => `${API_BASE_PATH}/${API_INTRO_ALIAS_SLUG}`;
