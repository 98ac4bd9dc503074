// Site search: the modal (mounted once in the layout), the header button and the opener others may call.
export { SearchModalHost } from './SearchModalHost';
export { SearchButton } from './SearchButton';
export { openSearch } from './search-opener';
