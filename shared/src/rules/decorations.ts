/**
 * The name a new logo gets when none is given: 'Logo N' with N one more than the number of logos,
 * skipping names already in use. The editor (before uploading) and the server (when the upload
 * names none) both number this way.
 */
export function nextLogoName(existingNames: readonly string[]): string {
  const used = new Set(existingNames);
  let n = existingNames.length + 1;
  while (used.has(`Logo ${n}`)) n += 1;
  return `Logo ${n}`;
}
