// Types for the espeak-ng package (the espeak-ng command line compiled to WebAssembly; it ships no types).
declare module 'espeak-ng' {
  interface EspeakFs {
    readFile(path: string): Uint8Array;
    writeFile(path: string, data: string | Uint8Array): void;
  }
  interface EspeakModule {
    FS: EspeakFs;
  }
  interface EspeakOptions {
    arguments: string[];
    preRun?: ((m: EspeakModule) => void)[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
  }
  export default function ESpeakNg(options: EspeakOptions): Promise<EspeakModule>;
}
