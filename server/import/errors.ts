// The one error type of content import: its message names the file, the entry and the field at fault.

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}
