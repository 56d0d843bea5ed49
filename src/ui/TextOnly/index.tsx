/**
 * Punctuation that the layout shows by space alone (the items of a flex row, a badge beside a
 * path): there for whoever reads the page as text, not drawn. Screen readers, the search index, a
 * copy and the page's Markdown twin then read "postcode (string, required)", not "postcode string
 * required".
 */
export const TextOnly = ({ children }: { children: string }) => <span className="visually-hidden">{children}</span>;
