// What the page frame (the header's weather chip) needs from the weather feature, apart from the weather page so the
// entry bundle does not carry it.
export { StatusIcon } from './StatusIcon';
export { useWarningText } from './useWarningText';
