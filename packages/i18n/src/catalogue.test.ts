// ru/en parity of the whole catalogue, every namespace (client, bot, server): the same keys, no empty
// text, the same {{placeholders}} in strings, and texts built from the same facts in functions.
import { describe, expect, it } from "vitest";
import { catalogue, type Namespace } from "./catalogue.ts";

type Leaf = string | ((...args: never[]) => string);

function leaves(tree: unknown, prefix = ""): Map<string, Leaf> {
  const found = new Map<string, Leaf>();
  for (const [key, value] of Object.entries(tree as object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string" || typeof value === "function") found.set(path, value as Leaf);
    else for (const [inner, leaf] of leaves(value, path)) found.set(inner, leaf);
  }
  return found;
}

/** An argument that names itself wherever the text reads it: «1», «1.service». */
function marker(index: number): unknown {
  return new Proxy(
    {},
    {
      get: (_, property) => (property === Symbol.toPrimitive ? () => `«${index}»` : `«${index}.${String(property)}»`),
    },
  );
}

/** A text as the reader sees it, with markers for what is filled in, and those markers. */
function render(leaf: Leaf): { text: string; slots: string[] } {
  const text =
    typeof leaf === "string" ? leaf : (leaf as (...args: unknown[]) => string)(...Array.from({ length: leaf.length }, (_, i) => marker(i)));
  const slots = [...text.matchAll(/\{\{(\w+)\}\}|«([\w.]+)»/g)].map((match) => match[1] ?? match[2]!);
  return { text, slots: [...new Set(slots)].sort() };
}

const NAMESPACES = Object.keys(catalogue.en) as Namespace[];

describe("text catalogue", () => {
  it("has the client, bot and server namespaces in ru and en", () => {
    expect(Object.keys(catalogue).sort()).toEqual(["en", "ru"]);
    expect(NAMESPACES.sort()).toEqual(["bot", "client", "server"]);
    expect(Object.keys(catalogue.ru).sort()).toEqual(NAMESPACES);
  });

  describe.each(NAMESPACES)("namespace %s", (namespace) => {
    const en = leaves(catalogue.en[namespace]);
    const ru = leaves(catalogue.ru[namespace]);

    it("has the same keys in ru and en", () => {
      expect([...ru.keys()].sort()).toEqual([...en.keys()].sort());
      expect(en.size).toBeGreaterThan(0);
    });

    it("fills in the same things in both languages, and has no empty text", () => {
      for (const [key, enLeaf] of en) {
        const ruLeaf = ru.get(key)!;
        expect(typeof ruLeaf, key).toBe(typeof enLeaf);
        const [enText, ruText] = [render(enLeaf), render(ruLeaf)];
        expect(enText.text.trim(), `en ${key}`).not.toBe("");
        expect(ruText.text.trim(), `ru ${key}`).not.toBe("");
        expect(ruText.slots, key).toEqual(enText.slots);
      }
    });

    it("is really Russian in ru, not a copy of the English", () => {
      const russian = [...ru.values()].filter((leaf) => /[а-яё]/i.test(render(leaf).text));
      expect(russian.length / ru.size).toBeGreaterThan(0.9);
    });
  });
});
