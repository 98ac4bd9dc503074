// Types of the opencc-js dictionary modules we import one by one (the package types only its presets).
declare module 'opencc-js/dict/*' {
  /** Entries "from to|from to|…". */
  const dict: string;
  export default dict;
}
