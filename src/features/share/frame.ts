// What the page frame (the layout's modal host) needs from sharing, apart from the share links and buttons that
// pages use, so the entry bundle does not carry them.
export { ShareModalHost } from './ShareModalHost';
