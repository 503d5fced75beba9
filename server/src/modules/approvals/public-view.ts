import type { FastifyInstance } from 'fastify';
import type { PublicApproval } from '@muestrario/shared/contract';
import { PHOTO_PURPOSE_LABELS, PROOF_TERMS } from '@muestrario/shared/domain';
import { sampleFolio } from '@muestrario/shared/rules';
import type { OpenLink } from './service';

/**
 * What the customer's page shows of the version a link is pinned to: the sample's name, folio and
 * client, the garment, each decorated view with its decorations, and the render's name. Nothing of
 * the staff (no names, no notes meant for the team beyond the decoration's own notes).
 */
export async function publicApproval(app: FastifyInstance, { row, head }: OpenLink): Promise<PublicApproval> {
  const sample = (await app.samples.detail(head.id))!;
  const clothing = head.clothingId === null ? undefined : await app.clothing.withPositions(head.clothingId);
  const logos = await app.logos.listForSample(head.id);
  const texts = await app.texts.listForSample(head.id);
  const render = await app.approvals.render(row.render_file_id);
  const lienzo = sample.sampleOn === 'Lienzo';
  const views = (clothing?.positions ?? [])
    .map((p) => ({
      id: p.id,
      title: p.title,
      widthCm: p.width,
      decorations: [
        ...logos
          .filter((l) => l.viewId === p.id)
          .map((l) => ({
            kind: 'logo' as const,
            id: l.logoId,
            name: l.logoName,
            technique: l.logoTechnique,
            widthCm: l.widthCm,
            heightCm: l.heightCm,
            rotateDegrees: l.rotateDegrees,
            xCm: l.xpositionCm,
            yCm: l.ypositionCm,
            threads: l.pantones.map((t) => ({ id: t.id, name: t.nombre, hex: t.hex })),
            notes: l.logoNotes,
            zIndex: l.zIndex ?? 0,
          })),
        ...texts
          .filter((t) => t.viewId === p.id)
          .map((t) => ({
            kind: 'text' as const,
            id: t.textId,
            name: t.text,
            technique: t.technique,
            widthCm: t.widthCm,
            heightCm: t.heightCm,
            rotateDegrees: t.rotateDegrees,
            xCm: t.xCm,
            yCm: t.yCm,
            threads: [{ id: `#${t.color.replace(/^#/, '').toUpperCase()}`, name: `Fuente ${t.font}`, hex: `#${t.color.replace(/^#/, '')}` }],
            notes: t.comments,
            zIndex: t.zIndex,
            text: { value: t.text, font: t.font, color: `#${t.color.replace(/^#/, '').toUpperCase()}` },
          })),
      ]
        // Sewing order, as the proof PDF numbers them (sewingOrder in shared/src/rules/documents): bottom
        // layer first, logos before texts on a tie, then by id.
        .sort((a, b) => a.zIndex - b.zIndex || (a.kind === b.kind ? 0 : a.kind === 'logo' ? -1 : 1) || a.id - b.id),
    }))
    .filter((v) => v.decorations.length > 0);
  return {
    folio: sampleFolio(head.id),
    sampleName: sample.sampleName,
    clientName: sample.cardName,
    round: row.round,
    expiresAt: row.expires_at,
    garment: { name: clothing?.title ?? '', color: lienzo ? sample.canvasColor : sample.clothingColor, fabric: lienzo ? sample.sampleCanvas : '' },
    render: render ? { filename: render.originalFilename, mimeType: render.mimeType, size: render.size } : null,
    views,
    terms: [...PROOF_TERMS],
    photos: (await app.lifecycle.photos(head.id))
      .filter((p) => p.round === row.round && p.purpose !== 'making')
      .map((p) => ({
        id: p.id,
        caption:
          // Nothing of the staff reaches the customer, not even a word that names a role ('calidad').
          p.purpose === 'quality'
            ? 'Revisión de la muestra'
            : `${PHOTO_PURPOSE_LABELS.photography}${p.viewId !== null ? ` · ${clothing?.positions.find((v) => v.id === p.viewId)?.title ?? ''}` : ''}`,
      })),
  };
}
