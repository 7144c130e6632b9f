import { describe, expect, it } from "vitest";
import { embedSnippets, parseEmbedOrigins } from "./embed-snippets.ts";

describe("widget snippets", () => {
  it("load the loader from the page's own origin and mark the plain frame as a widget", () => {
    const snippets = embedSnippets("https://salon.example.ru/webapp/anna/booking", 'Запись "Анна"');
    expect(snippets.script).toBe(
      '<script src="https://salon.example.ru/embed.js" data-page="https://salon.example.ru/webapp/anna/booking" data-title="Запись &quot;Анна&quot;" async></script>',
    );
    expect(snippets.iframe).toContain('src="https://salon.example.ru/webapp/anna/booking?embed=1"');
    expect(snippets.iframe).toContain('title="Запись &quot;Анна&quot;"');
  });
});

describe("the typed list of sites", () => {
  it("reads one site a line (or separated by commas), normalised, without repeats", () => {
    expect(parseEmbedOrigins(" https://Example.com/\n\nhttps://example.com, https://blog.example.org:8443 ")).toEqual({
      origins: ["https://example.com", "https://blog.example.org:8443"],
    });
    expect(parseEmbedOrigins("")).toEqual({ origins: [] });
  });

  it("names the first line that is not a site, and refuses more than 10", () => {
    expect(parseEmbedOrigins("https://ok.example.com\nhttp://plain.example.com")).toEqual({
      problem: { key: "account.embed.originsInvalid", values: { value: "http://plain.example.com" } },
    });
    expect(parseEmbedOrigins("https://example.com/booking")).toMatchObject({
      problem: { values: { value: "https://example.com/booking" } },
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `https://s${i}.example.com`).join("\n");
    expect(parseEmbedOrigins(eleven)).toEqual({ problem: { key: "account.embed.originsTooMany", values: { max: 10 } } });
  });
});
