// The package ships no types: the shape the metrics test reads.
declare module 'parse-prometheus-text-format' {
  const parse: (text: string) => unknown[];
  export default parse;
}
