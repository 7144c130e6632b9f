export { news, type NewsInput, type NewsView } from "./news.ts";
export { articles, type ArticleInput, type ArticleView } from "./articles.ts";
export type { ContentCollection } from "./content-collection.ts";
