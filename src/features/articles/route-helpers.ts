// What the article routes' definitions need outside the lazily loaded screens: the search params' validation.
export { validateArticleSearch, type ArticleSearch } from './search';
