// Hostile values derived from an operation's JSON Schema (the OpenAPI document's), for the fuzz
// suite (tests/foundation/openapi-fuzz.test.ts): a minimal valid value of a schema, and for each
// field the values an attacker would try instead.
import { randomUUID } from "node:crypto";

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
}

/** The schema's own type, looking through nullable unions. */
function typeOf(schema: Schema): string | undefined {
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) return typeOf(alternatives.find((alt) => typeOf(alt) !== "null") ?? {});
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type;
}

function sampleString(schema: Schema): string {
  switch (schema.format) {
    case "uuid":
      return randomUUID();
    case "date":
      return "2031-01-15";
    case "date-time":
      return "2031-01-15T10:00:00.000Z";
    case "email":
      return "fuzz@example.test";
    case "uri":
      return "https://example.test/";
    default:
      return "a".repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** A small value the schema accepts (patterns aside): required fields only, first enum member. */
export function sampleOf(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sampleOf(alternatives.find((alt) => typeOf(alt) !== "null") ?? alternatives[0]!);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(sampleOf));
  switch (typeOf(schema)) {
    case "object":
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key] ?? {})]));
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    case "string":
      return sampleString(schema);
    default:
      return "a";
  }
}

/** Text a database, a date parser or a JSON encoder may choke on. */
const HOSTILE_TEXT: Array<[string, string]> = [
  ["NUL byte", "a\u0000b"],
  ["lone surrogate", "\ud800"],
  ["SQL and path tricks", "' OR 1=1 --/../../etc/passwd%00"],
];

/** A field's wrong-type, oversized and hostile values. */
export function mutationsOf(schema: Schema): Array<[string, unknown]> {
  const type = typeOf(schema);
  const others: Array<[string, unknown, string]> = [
    ["a number", 12345, "number"],
    ["a string", "text", "string"],
    ["a boolean", true, "boolean"],
    ["an array", ["a", 1], "array"],
    ["an object", { nested: { deeper: [1] } }, "object"],
    ["null", null, "null"],
  ];
  const values: Array<[string, unknown]> = others
    .filter(([, , kind]) => kind !== type && !(kind === "number" && type === "integer"))
    .map(([label, value]) => [label, value]);
  switch (type) {
    case "string":
      values.push(["20 kB of text", "x".repeat(20_000)], ...HOSTILE_TEXT);
      if (schema.format) values.push([`not a ${schema.format}`, "not-a-value"], [`an impossible ${schema.format}`, "2031-02-30T25:61:00Z"]);
      break;
    case "integer":
    case "number":
      values.push(["1e308", 1e308], ["past 2^53", 2 ** 63], ["negative", -1], ["a fraction", 1.5]);
      break;
    case "array":
      values.push(["10,000 items", Array.from({ length: 10_000 }, () => sampleOf(schema.items ?? {}))]);
      break;
    case "object":
      values.push(["2,000 unknown keys", Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))]);
      break;
  }
  return values;
}

/** Path parameter values: not an id, far too long, encoded NUL, traversal, an id of nothing. */
export function pathValues(): Array<[string, string]> {
  return [
    ["not an id", "not-an-id"],
    ["5,000 characters", "x".repeat(5000)],
    ["NUL byte", "a\u0000b"],
    ["traversal", "../../etc/passwd"],
    ["SQL", "' OR 1=1 --"],
    ["nil id", "00000000-0000-0000-0000-000000000000"],
  ];
}

/** Query parameter values (strings on the wire): wrong types, out of range, oversized, hostile. */
export function queryValues(schema: Schema): Array<[string, string]> {
  return [
    ["empty", ""],
    ["a word", "abc"],
    ["a number", "-1"],
    ["1e309", "1e309"],
    ["an impossible date", "2031-02-30"],
    ["10,000 characters", "x".repeat(10_000)],
    ["NUL byte", "a\u0000b"],
    ...(typeOf(schema) === "string" ? [] : ([["JSON", '{"a":1}']] as Array<[string, string]>)),
  ];
}

/** Whole bodies of the wrong shape, with unknown keys, or deeply nested. */
export function wholeBodies(valid: unknown): Array<[string, string]> {
  const base = typeof valid === "object" && valid !== null && !Array.isArray(valid) ? valid : {};
  const deep = `${"[".repeat(5000)}1${"]".repeat(5000)}`;
  return [
    ["an array", "[]"],
    ["a string", '"text"'],
    ["a number", "42"],
    ["null", "null"],
    ["5,000 levels deep", `{"deep":${deep}}`],
    ["__proto__ key", `{"__proto__":{"isAdmin":true},${JSON.stringify(base).slice(1)}`.replace(",}", "}")],
  ];
}

/** A body one byte past the server's limit (refused by the HTTP layer before any identity is read). */
export function pastTheLimit(valid: unknown, bodyLimitBytes: number): string {
  const base = typeof valid === "object" && valid !== null && !Array.isArray(valid) ? valid : {};
  return JSON.stringify({ ...base, padding: "x".repeat(bodyLimitBytes + 1) });
}
