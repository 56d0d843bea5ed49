import { anchorHref } from "../../../navigation/edition-address";
import { CodeBlock } from "../../../ui/CodeBlock";
import { exampleLanguage } from "../../example-text";
import type { SchemaNode, SchemaSide } from "../../schema/schema-model";
import { SchemaTree } from "../../SchemaTree";
import { BESIDE_EXAMPLE_ID } from "../beside-example";
import type { ExampleView, MediaView } from "../operation-view";
import * as styles from "../styles.module.css";

function Examples({
  examples,
  mediaType,
  heading,
  shownBeside = null,
}: {
  examples: readonly ExampleView[];
  mediaType: string;
  heading: string;
  /** The name of the example already shown beside the code samples: a link takes its place. */
  shownBeside?: string | null;
}) {
  const language = exampleLanguage(mediaType);
  return (
    <>
      {examples.map((example) => (
        <div key={example.name}>
          {example.descriptionHtml && <div className={styles.exampleNote} dangerouslySetInnerHTML={{ __html: example.descriptionHtml }} />}
          {example.name === shownBeside ? (
            // The twin shows the example here (it has no beside): this pointer is the page's.
            <p className={styles.exampleNote} data-markdown-ignore="">
              {heading}
              {example.summary ? `: ${example.summary}` : ""} is the example{" "}
              <a href={anchorHref(BESIDE_EXAMPLE_ID)}>shown with the code samples</a>.
            </p>
          ) : (
            <CodeBlock
              language={language.language}
              languageLabel={language.label}
              title={`${heading}${example.summary ? `: ${example.summary}` : example.generated ? ": example generated from the schema" : ""}`}
              html={example.valueHtml}
            />
          )}
        </div>
      ))}
    </>
  );
}

/** Each media type of a request body or response: its schema as a tree, then its examples. */
export function MediaTypes({
  content,
  trees,
  heading,
  side,
  shownBeside = null,
}: {
  content: readonly MediaView[];
  trees: readonly (SchemaNode | null)[];
  heading: string;
  /** A request body's or a response's: how the trees say a field is always there. */
  side: SchemaSide;
  /** The media type and example shown beside the code samples, if one of these. */
  shownBeside?: { mediaType: string; example: string } | null;
}) {
  return (
    <>
      {content.map((media, i) => {
        const tree = trees[i];
        return (
          <div key={media.mediaType} className={styles.media}>
            <p className={styles.mediaType}>
              Content type: <code>{media.mediaType}</code>
            </p>
            {tree && <SchemaTree tree={tree} side={side} />}
            <Examples
              examples={media.examples}
              mediaType={media.mediaType}
              heading={heading}
              shownBeside={shownBeside?.mediaType === media.mediaType ? shownBeside.example : null}
            />
          </div>
        );
      })}
    </>
  );
}
