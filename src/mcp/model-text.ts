// The description's Markdown made into what a model reads in a tool's description: one line,
// code spans kept, the parts that are only true of an HTTP request left out.

/** Runs of white space made one space, except inside code spans, where they are what the example shows ("`SE1P   5zz`"). */
function collapsed(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\s+/g, " ")))
    .join("")
    .trim();
}

/** Blocks of Markdown: paragraphs, and each list item on its own with its marker ("1.", "-"). */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) blocks.push(collapsed(current.join(" ")));
    current = [];
  };
  for (const line of markdown.split("\n")) {
    if (line.trim() === "") flush();
    else if (/^\s*(?:\d+\.|[-*])\s+/.test(line) && !/^\s{2,}/.test(line)) {
      flush();
      current.push(line.trim());
    } else current.push(line.trim());
  }
  flush();
  return blocks.filter((block) => block !== "");
}

/** The sentences of a block (a sentence ends at . ! or ? before a space, outside a code span). */
export function sentences(block: string): string[] {
  const out: string[] = [];
  // A list item's marker ("1. ") begins its first sentence, not a sentence of its own.
  let start = /^(?:\d+\.|[-*])\s+/.exec(block)?.[0].length ?? 0;
  const marker = block.slice(0, start);
  let inCode = false;
  for (let i = start; i < block.length; i++) {
    const c = block[i];
    if (c === "`") inCode = !inCode;
    else if (
      !inCode &&
      /[.!?]/.test(c) &&
      (i + 1 === block.length || block[i + 1] === " ") &&
      !/\b(?:e\.g|i\.e|etc)$/.test(block.slice(start, i))
    ) {
      out.push(block.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  if (block.slice(start).trim() !== "") out.push(block.slice(start).trim());
  if (marker !== "" && out.length > 0) out[0] = `${marker}${out[0]}`;
  return out;
}

/**
 * An operation's description for a tool: the first sentence of each paragraph and list item, in
 * order, up to `max` characters (whole sentences), so a route with two modes names both.
 */
export function summaryOf(markdown: string, max = 700): string {
  const parts: string[] = [];
  let length = 0;
  for (const block of markdownBlocks(markdown)) {
    const first = sentences(block)[0] ?? "";
    if (first === "") continue;
    if (length + first.length > max && parts.length > 0) break;
    parts.push(first);
    length += first.length + 1;
  }
  return parts.join(" ");
}

/**
 * Sentences of a parameter's description that are not true of a tool's argument: how to encode
 * it in an address (the tool does), and the names it is "also accepted as" (the tool takes one name).
 */
const NOT_FOR_TOOLS = /%20|URL-encod|percent-encod|\bencode\b|Also accepted as|^Same as `/i;

/** A parameter's description for a tool's argument. */
export function argumentNote(markdown: string): string {
  return markdownBlocks(markdown)
    .flatMap(sentences)
    .filter((sentence) => !NOT_FOR_TOOLS.test(sentence))
    .join(" ");
}
