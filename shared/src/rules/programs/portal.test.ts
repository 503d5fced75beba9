import { PORTAL_MESSAGES } from '../../domain/programs-portal';
import { garmentTypesOfKit, missingSizes, portalEmail, portalLinkFormErrors, portalLinkState, shortGarmentLabel, sizesSummary, sortReorderRequests } from './portal';

describe('the HR portal rules', () => {
  const now = new Date('2026-03-10T15:00:00.000Z');

  it('says a link is vigente until its expiry, vencido from that instant, revocado whatever the date', () => {
    expect(portalLinkState({ expiresAt: '2026-03-10T15:00:00.001Z', revokedAt: null }, now)).toBe('vigente');
    expect(portalLinkState({ expiresAt: '2026-03-10T15:00:00.000Z', revokedAt: null }, now)).toBe('vencido');
    expect(portalLinkState({ expiresAt: '2027-01-01T00:00:00.000Z', revokedAt: '2026-03-01T00:00:00.000Z' }, now)).toBe('revocado');
    expect(portalLinkState({ expiresAt: '2026-01-01T00:00:00.000Z', revokedAt: '2026-03-01T00:00:00.000Z' }, now)).toBe('revocado');
  });

  it('writes the e-mail with the program, the client, the link and its expiry in the business time zone', () => {
    const mail = portalEmail(
      { url: 'https://m.example/programa/abc', programName: 'Uniformes 2026', clientName: 'Hotel Pacífico', contactName: 'Laura Méndez', expiresAt: '2026-04-09T20:05:00Z' },
      'America/Mexico_City',
    );
    expect(mail.subject).toBe('Portal de uniformes: Uniformes 2026 (Hotel Pacífico)');
    expect(mail.text).toContain('Hola, Laura Méndez:');
    expect(mail.text).toContain('\n\nhttps://m.example/programa/abc\n\n');
    expect(mail.text).toContain('vence el 9 abr 2026 14:05');
  });

  it('lists pending requests first, then the rest, newest first in each group', () => {
    const sorted = sortReorderRequests([
      { id: 1, status: 'convertida', createdAt: '2026-03-01T10:00:00Z' },
      { id: 2, status: 'pendiente', createdAt: '2026-03-02T10:00:00Z' },
      { id: 3, status: 'descartada', createdAt: '2026-03-05T10:00:00Z' },
      { id: 4, status: 'pendiente', createdAt: '2026-03-04T10:00:00Z' },
    ]);
    expect(sorted.map((r) => r.id)).toEqual([4, 2, 3, 1]);
  });

  it("refuses the link form's blank name, bad e-mail and days out of bounds", () => {
    expect(portalLinkFormErrors({ contactName: 'Laura', contactEmail: 'laura@hotel.mx', days: 30 })).toEqual({});
    expect(portalLinkFormErrors({ contactName: '  ', contactEmail: 'laura@hotel', days: 0 })).toEqual({
      contactName: PORTAL_MESSAGES.contactNameRequired,
      contactEmail: PORTAL_MESSAGES.contactEmailInvalid,
      days: PORTAL_MESSAGES.daysInvalid,
    });
    expect(portalLinkFormErrors({ contactName: 'L', contactEmail: 'a@b.mx', days: 181 }).days).toBe(PORTAL_MESSAGES.daysInvalid);
    expect(portalLinkFormErrors({ contactName: 'L', contactEmail: 'a@b.mx', days: null }).days).toBe(PORTAL_MESSAGES.daysInvalid);
    expect(portalLinkFormErrors({ contactName: 'L', contactEmail: 'a@b.mx', days: 1.5 }).days).toBe(PORTAL_MESSAGES.daysInvalid);
  });

  it("needs a size of the style's run for each garment type of the job title's kit", () => {
    const garments = [
      { garmentType: 'item:1', label: 'Polo piqué', sizes: ['S', 'M', 'L'] },
      { garmentType: 'item:2', label: 'Pantalón', sizes: ['30', '32'] },
    ];
    const needed = garmentTypesOfKit([{ garmentType: 'item:1' }, { garmentType: 'item:2' }, { garmentType: 'item:1' }]);
    expect(needed).toEqual(['item:1', 'item:2']);
    expect(missingSizes(needed, { 'item:1': 'M', 'item:2': '32' }, garments)).toEqual({});
    expect(missingSizes(needed, { 'item:1': 'XL' }, garments)).toEqual({
      'item:1': PORTAL_MESSAGES.sizesRequired('Polo piqué'),
      'item:2': PORTAL_MESSAGES.sizesRequired('Pantalón'),
    });
  });

  it('summarises sizes in the order of the garment types by their short names, leaving out those without one', () => {
    const garments = [
      { garmentType: 'item:1', label: 'Polo piqué manga corta caballero' },
      { garmentType: 'item:2', label: 'Pantalón industrial de gabardina' },
    ];
    expect(sizesSummary({ 'item:2': '32', 'item:1': 'M' }, garments)).toBe('Polo M · Pantalón 32');
    expect(sizesSummary({ 'item:9': 'L' }, garments)).toBe('Sin tallas');
    // Two polos in the program: each keeps its whole name.
    const all = [...garments, { garmentType: 'item:3', label: 'Polo piqué dama' }];
    expect(sizesSummary({ 'item:1': 'M', 'item:2': '32' }, garments, all)).toBe('Polo piqué manga corta caballero M · Pantalón 32');
    expect(shortGarmentLabel('item:2', all)).toBe('Pantalón');
    expect(shortGarmentLabel('item:9', all)).toBe('item:9');
  });
});
