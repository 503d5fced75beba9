/** Loads a page of this app afresh (a new document, nothing kept from the page before). */
export function openPage(path: string): void {
  window.location.replace(path);
}
