import React from "react";
import { childPointer } from "../../../json/json-pointer";
import { answerPartId } from "./answer-parts";
import * as styles from "../styles.module.css";

/** A part of the body the check found different: its key (or, for a list's item, its value) is marked and can be linked to. */
const marked = (pointer: string) => ({ id: answerPartId(pointer), className: styles.differs });

interface JsonValueProps {
  value: unknown;
  /** Where the value is in the body (a JSON Pointer, "" for the body). */
  pointer: string;
  depth: number;
  /** The documentation's row of each part of the body that has one. */
  anchors: ReadonlyMap<string, string>;
  /** The parts the check found different from the documentation. */
  marks: ReadonlySet<string>;
}

/**
 * JSON laid out as JSON.stringify(value, null, 2) does, with Prism's token
 * classes, each key linked to its field's row, and the parts in `marks`
 * (JSON Pointers) marked as differing from the documentation.
 */
export function JsonValue({ value, pointer, depth, anchors, marks }: JsonValueProps) {
  const pad = "  ".repeat(depth + 1);
  const end = "  ".repeat(depth);
  if (value === null) return <span className="token keyword">null</span>;
  if (typeof value === "string") return <span className="token string">{JSON.stringify(value)}</span>;
  if (typeof value === "number") return <span className="token number">{JSON.stringify(value)}</span>;
  if (typeof value === "boolean") return <span className="token boolean">{String(value)}</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="token punctuation">[]</span>;
    return (
      <>
        <span className="token punctuation">[</span>
        {value.map((item, i) => {
          const at = childPointer(pointer, i);
          const child = <JsonValue value={item} pointer={at} depth={depth + 1} anchors={anchors} marks={marks} />;
          return (
            <React.Fragment key={i}>
              {`\n${pad}`}
              {marks.has(at) ? (
                <span id={marked(at).id} className={marked(at).className}>
                  {child}
                </span>
              ) : (
                child
              )}
              {i < value.length - 1 && <span className="token punctuation">,</span>}
            </React.Fragment>
          );
        })}
        {`\n${end}`}
        <span className="token punctuation">]</span>
      </>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <span className="token punctuation">{"{}"}</span>;
  return (
    <>
      <span className="token punctuation">{"{"}</span>
      {entries.map(([key, child], i) => {
        const at = childPointer(pointer, key);
        const anchor = anchors.get(at);
        const name = JSON.stringify(key);
        const mark = marks.has(at) ? marked(at) : null;
        return (
          <React.Fragment key={key}>
            {`\n${pad}`}
            {anchor ? (
              <a href={`#${anchor}`} id={mark?.id} className={`token property ${styles.fieldLink} ${mark?.className ?? ""}`}>
                {name}
              </a>
            ) : (
              <span id={mark?.id} className={`token property ${mark?.className ?? ""}`}>
                {name}
              </span>
            )}
            <span className="token operator">:</span>{" "}
            <JsonValue value={child} pointer={at} depth={depth + 1} anchors={anchors} marks={marks} />
            {i < entries.length - 1 && <span className="token punctuation">,</span>}
          </React.Fragment>
        );
      })}
      {`\n${end}`}
      <span className="token punctuation">{"}"}</span>
    </>
  );
}
