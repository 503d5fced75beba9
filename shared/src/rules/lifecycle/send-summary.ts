/**
 * What the 'Enviar diseño' confirmation lists (issue 15: "a confirmation dialog lists the decorations per
 * view"), in the editor and on the review screen alike: the decorations' names grouped by view, views in
 * the order of their first decoration, names in the order given. Views without decorations are left out.
 */
export function decorationsByView(decorations: readonly { viewTitle: string; name: string }[]): { view: string; names: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const d of decorations) groups.set(d.viewTitle, [...(groups.get(d.viewTitle) ?? []), d.name]);
  return [...groups].map(([view, names]) => ({ view, names }));
}

/** The Spanish reason 'Enviar diseño' is refused before asking the server (the machine refuses it too). */
export const SEND_NEEDS_DECORATION = 'Agrega al menos un logo o un texto antes de enviar el diseño.';
