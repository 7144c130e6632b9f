// Spec §5 news and article forms: title and content are required; the image link is optional and
// must be an http(s) URL when given (the server accepts nothing else either).

export interface ContentFormValues {
  title: string;
  content: string;
  imageUrl: string;
}

export type ContentFormProblem = "required" | "invalidUrl";

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export function contentFormProblem(values: ContentFormValues): ContentFormProblem | null {
  if (!values.title.trim() || !values.content.trim()) return "required";
  if (values.imageUrl.trim() && !isHttpUrl(values.imageUrl)) return "invalidUrl";
  return null;
}

/** The body the server takes: an emptied link field removes the picture (null). */
export function toContentInput(values: ContentFormValues) {
  return { title: values.title.trim(), content: values.content.trim(), imageUrl: values.imageUrl.trim() || null };
}
