import { decodeEntities } from "../../search/extract-search-page";

/** What the edition shows in <head> for a page: its title and description. */
export interface PageHead {
  title: string;
  description: string;
}

/** The <title> and description of a built page. */
export function extractHead(html: string): PageHead {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  return { title: decodeEntities(title), description: decodeEntities(description) };
}
