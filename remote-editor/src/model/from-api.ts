import type { Logo, Position, SampleText } from '@muestrario/shared/contract';
import type { DecorationId, EditorView, LogoDecoration, TextDecoration } from './types';

export const logoId = (serverId: number): DecorationId => `logo-${serverId}`;
export const textId = (serverId: number): DecorationId => `text-${serverId}`;

/** Width ÷ height, or 1 when either is not positive. */
export function ratioOf(width: number, height: number): number {
  return width > 0 && height > 0 && Number.isFinite(width / height) ? width / height : 1;
}

export function viewFromApi(p: Position): EditorView {
  return { id: p.id, title: p.title, image: p.image, widthCm: p.width, areas: p.areas };
}

export function logoFromApi(l: Logo): LogoDecoration {
  return {
    kind: 'logo',
    id: logoId(l.logoId),
    serverId: l.logoId,
    viewId: l.viewId,
    xCm: l.xpositionCm,
    yCm: l.ypositionCm,
    widthCm: l.widthCm,
    heightCm: l.heightCm,
    rotateDegrees: l.rotateDegrees,
    zIndex: l.zIndex ?? 0,
    ratio: ratioOf(l.widthCm, l.heightCm),
    name: l.logoName,
    technique: l.logoTechnique,
    notes: l.logoNotes,
    notesOnColor: l.logoNotesOnColor,
    notesOnPosition: l.logoNotesOnPosition,
    pantones: l.pantones.map((p) => p.id),
    src: `${l.resourcePath}${l.filename}`,
    originalFilename: l.originalFilename,
    filesize: l.filesize,
    colours: l.colours ?? [],
    coverage: l.coverage ?? null,
    picturePx: l.pixelWidth && l.pixelHeight ? { width: l.pixelWidth, height: l.pixelHeight } : null,
    thinnestPx: l.thinnestPx ?? null,
  };
}

export function textFromApi(t: SampleText): TextDecoration {
  return {
    kind: 'text',
    id: textId(t.textId),
    serverId: t.textId,
    viewId: t.viewId,
    xCm: t.xCm,
    yCm: t.yCm,
    widthCm: t.widthCm,
    heightCm: t.heightCm,
    rotateDegrees: t.rotateDegrees,
    zIndex: t.zIndex,
    ratio: ratioOf(t.widthCm, t.heightCm),
    text: t.text,
    font: t.font,
    color: t.color,
    threadId: t.thread?.id ?? null,
    technique: t.technique,
    comments: t.comments,
    size: t.size,
  };
}
