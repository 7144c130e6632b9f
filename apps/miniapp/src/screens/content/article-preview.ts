// The content preview of an article card: the start of its text, cut at a word boundary.
const PREVIEW_LENGTH = 160;

export function articlePreview(content: string, maxLength = PREVIEW_LENGTH): string {
  const flat = content.replace(/\s+/g, " ").trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}
