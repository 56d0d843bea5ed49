import React from "react";
import { childPointer } from "../../../json/json-pointer";
import { readablePointer } from "../../console-request";
import { answerPartId, rowHref } from "./answer-parts";
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
  /** The objects and lists the reader folded (JSON Pointers), and what folds or unfolds one; without it, nothing folds. */
  folding?: Folding;
}

export interface Folding {
  folded: ReadonlySet<string>;
  toggle: (pointer: string) => void;
  /** Objects and lists that hold a marked part: they stay open, so that a link to the part finds it. */
  open: ReadonlySet<string>;
}

/** Every object or list that holds one of the pointers (its ancestors, the body "" included). */
export function holders(pointers: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const pointer of pointers) {
    const segments = pointer.split("/");
    for (let n = 1; n < segments.length; n++) found.add(segments.slice(0, n).join("/"));
  }
  return found;
}

/** How a folded object or list says what it holds: "{… 42 fields}", "[… 100 items]". */
const foldedSummary = (value: object) => {
  const count = Array.isArray(value) ? value.length : Object.keys(value).length;
  const noun = Array.isArray(value) ? "item" : "field";
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
};

/**
 * The button that folds an object or a list, before its bracket. It holds no text (its mark is drawn
 * by CSS), so the block's text, and what a reader selects in it, stays the JSON.
 */
function FoldButton({ pointer, folded, toggle }: { pointer: string; folded: boolean; toggle: (pointer: string) => void }) {
  const name = pointer === "" ? "the body" : readablePointer(pointer);
  return (
    <button
      type="button"
      className={styles.fold}
      aria-expanded={!folded}
      aria-label={`${folded ? "Unfold" : "Fold"} ${name}`}
      onClick={() => toggle(pointer)}
    />
  );
}

/**
 * JSON laid out as JSON.stringify(value, null, 2) does, with Prism's token
 * classes, each key linked to its field's row, and the parts in `marks`
 * (JSON Pointers) marked as differing from the documentation.
 */
export function JsonValue(props: JsonValueProps) {
  const { value, pointer, folding } = props;
  if (value === null) return <span className="token keyword">null</span>;
  if (typeof value === "string") return <span className="token string">{JSON.stringify(value)}</span>;
  if (typeof value === "number") return <span className="token number">{JSON.stringify(value)}</span>;
  if (typeof value === "boolean") return <span className="token boolean">{String(value)}</span>;
  if (typeof value !== "object") return null;
  const empty = Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0;
  if (empty) return <span className="token punctuation">{Array.isArray(value) ? "[]" : "{}"}</span>;
  const foldable = folding !== undefined && !folding.open.has(pointer);
  const folded = foldable && folding.folded.has(pointer);
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return (
    <>
      {foldable && <FoldButton pointer={pointer} folded={folded} toggle={folding.toggle} />}
      {folded ? (
        <>
          <span className="token punctuation">{open}</span>
          <span className={`token comment ${styles.foldedSummary}`}>… {foldedSummary(value)}</span>
          <span className="token punctuation">{close}</span>
        </>
      ) : (
        <ContainerValue {...props} />
      )}
    </>
  );
}

/** An object or a list, unfolded: one line per member, as JSON.stringify(value, null, 2) lays it out. */
function ContainerValue({ value, pointer, depth, anchors, marks, folding }: JsonValueProps) {
  const pad = "  ".repeat(depth + 1);
  const end = "  ".repeat(depth);
  if (Array.isArray(value)) {
    return (
      <>
        <span className="token punctuation">[</span>
        {value.map((item, i) => {
          const at = childPointer(pointer, i);
          const child = <JsonValue value={item} pointer={at} depth={depth + 1} anchors={anchors} marks={marks} folding={folding} />;
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
              <a href={rowHref(anchor)} id={mark?.id} className={`token property ${styles.fieldLink} ${mark?.className ?? ""}`}>
                {name}
              </a>
            ) : (
              <span id={mark?.id} className={`token property ${mark?.className ?? ""}`}>
                {name}
              </span>
            )}
            <span className="token operator">:</span>{" "}
            <JsonValue value={child} pointer={at} depth={depth + 1} anchors={anchors} marks={marks} folding={folding} />
            {i < entries.length - 1 && <span className="token punctuation">,</span>}
          </React.Fragment>
        );
      })}
      {`\n${end}`}
      <span className="token punctuation">{"}"}</span>
    </>
  );
}
