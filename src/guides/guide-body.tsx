import { MDXProvider } from "@mdx-js/react";
import type { ComponentType } from "react";
import { pagePart, type PagePart } from "../rendering/page-parts";

/** The components a guide's MDX may use, by the name it uses them under. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- MDX components take the props the author writes.
export type MdxComponents = Record<string, ComponentType<any>>;

/** A compiled guide (gatsby-plugin-mdx compiles the file when it is imported). */
interface CompiledGuide {
  default: ComponentType;
}

const bodies = new Map<string, PagePart<object>>();

/**
 * A guide's text, loaded on demand (src/rendering/page-parts.ts): its
 * compiled MDX, one chunk per guide, and the components it may use, which
 * no other part of a guide page needs. `docId` is the guide's path under
 * content/docs without the extension.
 */
export function guideBody(docId: string, components: () => Promise<MdxComponents>): PagePart<object> {
  let body = bodies.get(docId);
  if (!body) {
    body = pagePart(async () => {
      const [compiled, map] = await Promise.all([import(`../../content/docs/${docId}.mdx`) as Promise<CompiledGuide>, components()]);
      const Content = compiled.default;
      function GuideBody() {
        return (
          <MDXProvider components={map}>
            <Content />
          </MDXProvider>
        );
      }
      return GuideBody;
    });
    bodies.set(docId, body);
  }
  return body;
}
