// The black-and-white mode's colour conversion lives in shared/ (the server colours rendered pages with it too).
export * from '#shared/greyscale';
