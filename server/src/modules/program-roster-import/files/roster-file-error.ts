/** A refusal of the whole uploaded file (not CSV/XLSX, too large, a zip bomb, wrong headers…): 4xx, nothing stored. */
export class RosterFileError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'RosterFileError';
  }
}
