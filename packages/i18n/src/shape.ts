// English is the source of truth for the key tree; every other language is typed against it, so
// a missing or extra key is a compile error (the parity test re-checks it at run time).

/** The same nested keys as `T`, with every leaf widened to `string`. */
export type TranslationShape<T> = {
  [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]>;
};

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** Every leaf key of a resource tree in i18next dot notation, sorted. */
export function flattenKeys(tree: TranslationTree, prefix = ""): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") keys.push(path);
    else keys.push(...flattenKeys(value, path));
  }
  return keys.sort();
}
