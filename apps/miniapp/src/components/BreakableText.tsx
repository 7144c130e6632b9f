// An address, a slug or an email that may not fit a phone's line (issue 26.7): it wraps only where
// a reader expects it to (after "/", "-", "_", "?", "&", "=", before "." and "@"), never inside a
// word, so "webapp/defaul|t" becomes "webapp/|default". CSS overflow-wrap stays the last resort for
// a single part longer than the line.
import { Fragment } from "react";

const BREAK_AFTER = new Set(["/", "-", "_", "?", "&", "="]);
const BREAK_BEFORE = new Set([".", "@"]);

/** The text cut into pieces that each end where a line may break. */
export function breakParts(text: string): string[] {
  const parts: string[] = [];
  let current = "";
  const chars = [...text];
  for (const [index, char] of chars.entries()) {
    if (BREAK_BEFORE.has(char) && current !== "") {
      parts.push(current);
      current = "";
    }
    current += char;
    const next = chars[index + 1];
    // After a run of separators ("//" stays whole), before what follows it.
    if (BREAK_AFTER.has(char) && next !== undefined && !BREAK_AFTER.has(next)) {
      parts.push(current);
      current = "";
    }
  }
  if (current !== "") parts.push(current);
  return parts;
}

export function BreakableText({ text }: { text: string }) {
  return (
    <>
      {breakParts(text).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
