import { PORTAL_LINK_DAYS, PORTAL_MESSAGES, type PortalLinkState } from '../../domain/programs-portal';
import { formatStamp } from '../approval-link';

/*
 * The HR portal's pure rules (issue 35 item 4; docs/decisions/uniform-programs.md 'HR portal'): a link's state,
 * the e-mail that carries it, the order of the seller's request list and what the portal's forms refuse
 * before sending (the server checks the same).
 */

/** Revoked wins over expired: the seller's action is what the list should say. */
export function portalLinkState(link: { expiresAt: string; revokedAt: string | null }, now: Date): PortalLinkState {
  if (link.revokedAt) return 'revocado';
  return now.getTime() >= Date.parse(link.expiresAt) ? 'vencido' : 'vigente';
}

/** The e-mail to the HR contact (plain text): who it is for, what the link does, when it ends. */
export function portalEmail(
  p: { url: string; programName: string; clientName: string; contactName: string; expiresAt: string },
  timeZone?: string,
): { subject: string; text: string } {
  return {
    subject: `Portal de uniformes: ${p.programName} (${p.clientName})`,
    text:
      `Hola, ${p.contactName}:\n\n` +
      `Desde este enlace puedes mantener al día la plantilla del programa de uniformes «${p.programName}» de ${p.clientName} ` +
      `(altas, tallas, bajas) y pedirnos una reorden para los empleados que elijas:\n\n${p.url}\n\n` +
      `El enlace es personal y vence el ${formatStamp(p.expiresAt, timeZone)}. No lo compartas.\n\nGracias.`,
  };
}

/** Requests as the seller reads them: the pending ones first, each group newest first. */
export function sortReorderRequests<T extends { id: number; status: string; createdAt: string }>(requests: readonly T[]): T[] {
  const pending = (r: T) => (r.status === 'pendiente' ? 0 : 1);
  return [...requests].sort((a, b) => pending(a) - pending(b) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** What the seller's 'Crear enlace' form refuses: a contact name, an e-mail, days within the bounds. */
export function portalLinkFormErrors(form: { contactName: string; contactEmail: string; days: number | null }): { contactName?: string; contactEmail?: string; days?: string } {
  const errors: { contactName?: string; contactEmail?: string; days?: string } = {};
  if (!form.contactName.trim()) errors.contactName = PORTAL_MESSAGES.contactNameRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.contactEmail.trim())) errors.contactEmail = PORTAL_MESSAGES.contactEmailInvalid;
  if (form.days === null || !Number.isInteger(form.days) || form.days < PORTAL_LINK_DAYS.min || form.days > PORTAL_LINK_DAYS.max) errors.days = PORTAL_MESSAGES.daysInvalid;
  return errors;
}

/** The garment types a job title's kit uses, in kit order, each once. */
export function garmentTypesOfKit(kit: readonly { garmentType: string }[]): string[] {
  return [...new Set(kit.map((line) => line.garmentType))];
}

/**
 * The sizes the portal refuses for an employee of a job title: each of its kit's garment types needs a size
 * of that style's run. Answers a Spanish message per garment type in error (keyed by the garment type).
 */
export function missingSizes(
  needed: readonly string[],
  sizes: Readonly<Record<string, string>>,
  garmentTypes: readonly { garmentType: string; label: string; sizes: readonly string[] }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const type of needed) {
    const garment = garmentTypes.find((g) => g.garmentType === type);
    const size = sizes[type];
    if (!garment || !size || !garment.sizes.includes(size)) errors[type] = PORTAL_MESSAGES.sizesRequired(garment?.label ?? type);
  }
  return errors;
}

/**
 * A garment type's short name for a roster line on a phone: the first word of its style's description
 * ('Polo', 'Chamarra'), or the whole description when another garment type of the program starts with the
 * same word (a caballero polo and a dama polo).
 */
export function shortGarmentLabel(garmentType: string, garmentTypes: readonly { garmentType: string; label: string }[]): string {
  const first = (label: string) => label.trim().split(/\s+/)[0] ?? label;
  const own = garmentTypes.find((g) => g.garmentType === garmentType);
  if (!own) return garmentType;
  const word = first(own.label);
  return garmentTypes.some((g) => g.garmentType !== garmentType && first(g.label).toLowerCase() === word.toLowerCase()) ? own.label : word;
}

/**
 * 'Polo M · Pantalón 32': an employee's sizes in the order of `shown` (the garment types of their kit),
 * each by its short name among `all` (the program's); 'Sin tallas' when none.
 */
export function sizesSummary(
  sizes: Readonly<Record<string, string>>,
  shown: readonly { garmentType: string; label: string }[],
  all: readonly { garmentType: string; label: string }[] = shown,
): string {
  const parts = shown.filter((g) => sizes[g.garmentType]).map((g) => `${shortGarmentLabel(g.garmentType, all)} ${sizes[g.garmentType]}`);
  return parts.length ? parts.join(' · ') : 'Sin tallas';
}
