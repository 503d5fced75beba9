import { approvalSummary, customerAnswerErrors, formatStamp, movePin, sketchBox, whatsappHref } from './approval-link';

describe('the approval link rules', () => {
  it('formats the stamp as the sample shows it: 2 dic 2026 14:05', () => {
    expect(formatStamp('2026-12-02T20:05:00Z', 'America/Mexico_City')).toBe('2 dic 2026 14:05');
    expect(formatStamp('nope')).toBe('');
  });

  it('writes the approval line with the proof and the first SHA-256 digits', () => {
    const line = approvalSummary(
      { decision: 'approved', customerName: 'Laura Méndez', answeredAt: '2026-12-02T20:05:00Z', proof: { filename: 'MU-000123-R2.pdf', sha256: '3f9a'.padEnd(64, '0') } },
      'America/Mexico_City',
    );
    expect(line).toBe('Aprobado por Laura Méndez el 2 dic 2026 14:05 · prueba MU-000123-R2.pdf · sha256 3f9a…');
    expect(approvalSummary({ decision: 'changes', customerName: 'Laura', answeredAt: '2026-12-02T20:05:00Z', proof: null }, 'UTC')).toBe('Cambios solicitados por Laura el 2 dic 2026 20:05');
  });

  it('shares on WhatsApp through wa.me with the Spanish message and the link', () => {
    const href = whatsappHref('https://m.example/aprobar/abc', 'Camisas 2026', 'MU-000001');
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(
      'Hola, te comparto la prueba de tu muestra «Camisas 2026» (MU-000001) para que la revises y la apruebes o pidas cambios: https://m.example/aprobar/abc',
    );
  });

  it('places a decoration on the sketch in percent of the view width', () => {
    expect(sketchBox({ xCm: 50, yCm: 25, widthCm: 20, heightCm: 10 }, 100)).toEqual({ left: 40, top: 20, width: 20, height: 10 });
  });

  it('moves a pin with the arrows, inside the view', () => {
    expect(movePin({ x: 0.5, y: 0.5 }, 'ArrowLeft')).toEqual({ x: 0.45, y: 0.5 });
    expect(movePin({ x: 1, y: 0 }, 'ArrowRight')).toEqual({ x: 1, y: 0 });
    expect(movePin({ x: 0.2, y: 0.02 }, 'ArrowUp')).toEqual({ x: 0.2, y: 0 });
    expect(movePin({ x: 0.2, y: 0.2 }, 'Enter')).toBeUndefined();
  });

  it("refuses the customer's forms as the server does", () => {
    expect(customerAnswerErrors('approve', { name: ' ', acceptTerms: false, comment: '' })).toEqual({
      name: 'Escribe tu nombre completo para aprobar.',
      terms: 'Acepta los términos para aprobar.',
    });
    expect(customerAnswerErrors('changes', { name: 'Laura', acceptTerms: false, comment: '  ' })).toEqual({ comment: 'Describe los cambios que necesitas.' });
    expect(customerAnswerErrors('approve', { name: 'Laura', acceptTerms: true, comment: '' })).toEqual({});
    // Bidi controls (issue 28): refused with their own message; every script is welcome.
    expect(customerAnswerErrors('approve', { name: 'Laura \u202Ezednem', acceptTerms: true, comment: '' }).name).toMatch(/control de dirección/);
    expect(customerAnswerErrors('changes', { name: 'Laura', acceptTerms: false, comment: 'Cambiar \u2067esto' }).comment).toMatch(/control de dirección/);
    expect(customerAnswerErrors('approve', { name: '山田太郎 😀 محمد Ωμέγα', acceptTerms: true, comment: '' })).toEqual({});
  });
});

describe('the timeline of an answer through the link', () => {
  it('names the customer and says what they did', async () => {
    const { describeEvent, eventActorName, eventDetail } = await import('./lifecycle/timeline-text');
    const event = { id: 1, sampleId: 1, kind: 'stage_changed' as const, at: '2026-12-02T20:05:00Z', actor: null, action: 'recordAnswer' as const, to: 8 as const, customer: { name: 'Laura Méndez', comment: 'Más arriba' } };
    expect(eventActorName(event)).toBe('Laura Méndez (cliente)');
    expect(describeEvent(event)).toBe('pidió cambios desde el enlace de aprobación');
    expect(eventDetail(event)).toBe('Más arriba');
    expect(describeEvent({ ...event, to: 7, customer: { name: 'Laura Méndez', comment: '' } })).toBe('aprobó la prueba desde el enlace: autorizada');
    expect(eventActorName({ actor: null })).toBe('Alguien');
  });
});
