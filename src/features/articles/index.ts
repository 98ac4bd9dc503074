// Article pages: the article screen (footer, custom, dining, travel-essential and blog articles) and the blog list.
export { ArticleScreen, ArticleView, type ArticleScreenProps } from './ArticleScreen';
export { ArticlePage } from './ArticlePage';
export { BlogListScreen } from './BlogListScreen';
export { type ArticleSearch } from './search';
export { parseTabParam, activeTabId, withActiveTab } from './tabs';
