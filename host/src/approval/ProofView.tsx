import type { KeyboardEvent, MouseEvent } from 'react';
import { publicLogoUrl, publicPhotoUrl, publicProofUrl, publicRenderUrl, publicViewUrl } from '@muestrario/shared/api';
import type { PublicApproval } from '@muestrario/shared/contract';
import type { FontName } from '@muestrario/shared/domain';
import { canvasScale, decorationToPx, formatCm, formatStamp, movePin } from '@muestrario/shared/rules';
import { buttonClassName, FONT_CSS } from '@muestrario/shared/ui';
import './fonts';

type View = PublicApproval['views'][number];
export interface Pin {
  x: number;
  y: number;
}

/** The proof of the link's version: sample, client, folio and round; the render; each view with its decorations; the garment. */
export function ProofView({ token, proof }: { token: string; proof: PublicApproval }) {
  return (
    <article aria-labelledby="proof-title" className="space-y-6">
      <div>
        <p className="text-sm font-medium text-gray-600">
          Folio {proof.folio} · Ronda {proof.round}
        </p>
        <h1 id="proof-title" className="mt-1 text-2xl font-bold tracking-tight break-words text-gray-900 sm:text-3xl">
          {proof.sampleName}
        </h1>
        <p className="mt-1 text-base text-gray-700">Cliente: {proof.clientName}</p>
        <p className="mt-2 text-sm text-gray-500">Este enlace vence el {formatStamp(proof.expiresAt)}.</p>
      </div>

      <section aria-labelledby="render-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
        <h2 id="render-title" className="text-base font-semibold text-gray-900">
          Render
        </h2>
        {proof.render ? (
          proof.render.mimeType.startsWith('image/') ? (
            <img src={publicRenderUrl(token)} alt={`Render de ${proof.sampleName}`} className="mt-3 max-h-[28rem] w-full rounded-md bg-gray-50 object-contain" />
          ) : (
            <p className="mt-2 text-sm text-gray-700">
              {proof.render.filename}{' '}
              <a className="font-medium text-primary-700 underline" href={publicRenderUrl(token)}>
                Descargar render
              </a>
            </p>
          )
        ) : (
          <p className="mt-2 text-sm text-gray-600">Sin render.</p>
        )}
        <a className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-4' })} href={publicProofUrl(token)} target="_blank" rel="noreferrer">
          Ver la prueba completa (PDF)
        </a>
      </section>

      <section aria-labelledby="garment-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
        <h2 id="garment-title" className="text-base font-semibold text-gray-900">
          {proof.garment.fabric ? 'Lienzo' : 'Prenda'}
        </h2>
        <p className="mt-2 flex items-center gap-2 text-sm text-gray-700">
          <span aria-hidden="true" className="inline-block size-5 rounded border border-gray-300" style={{ backgroundColor: proof.garment.color }} />
          {[proof.garment.name, proof.garment.fabric, `color ${proof.garment.color.toUpperCase()}`].filter(Boolean).join(' · ')}
        </p>
      </section>

      {proof.views.map((view) => (
        <ViewSection key={view.id} token={token} view={view} backdrop={backdropOf(token, proof, view)} />
      ))}

      {proof.photos.length > 0 && (
        <section aria-labelledby="photos-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <h2 id="photos-title" className="text-base font-semibold text-gray-900">
            Fotos de la muestra real
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {proof.photos.map((photo, i) => (
              <li key={photo.id}>
                <figure>
                  <img
                    src={publicPhotoUrl(token, photo.id)}
                    alt={`Foto ${i + 1} de la muestra: ${photo.caption}`}
                    loading="lazy"
                    className="aspect-square w-full rounded-md bg-gray-50 object-cover ring-1 ring-gray-200"
                  />
                  <figcaption className="mt-1 text-xs text-gray-600">{photo.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** Under a sketch: the garment's picture of the view in the sample's colour, or the Lienzo fabric's colour. */
export interface Backdrop {
  picture?: string;
  color: string;
}
export const backdropOf = (token: string, proof: PublicApproval, view: View): Backdrop =>
  proof.garment.fabric ? { color: proof.garment.color } : { picture: publicViewUrl(token, view.id), color: '#f3f4f6' };

function ViewSection({ token, view, backdrop }: { token: string; view: View; backdrop: Backdrop }) {
  const headingId = `view-${view.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        Decorados {view.title}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-[16rem_minmax(0,1fr)]">
        <ViewSketch token={token} view={view} backdrop={backdrop} />
        <ol className="space-y-3">
          {view.decorations.map((d, i) => (
            <li key={`${d.kind}-${d.id}`} className="text-sm text-gray-700">
              <p className="font-medium text-gray-900">
                {i + 1}. {d.kind === 'logo' ? 'Logo' : 'Texto'} «{d.name}»
              </p>
              <p>
                {d.technique} · {formatCm(d.widthCm).replace(' cm', '')} × {formatCm(d.heightCm)} · {Math.round(d.rotateDegrees)}°
              </p>
              {d.threads.length > 0 && (
                <ul aria-label={`Hilos de ${d.name}`} className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                  {d.threads.map((t) => (
                    <li key={t.id} className="flex items-center gap-1">
                      <span aria-hidden="true" className="inline-block size-3 rounded-full border border-gray-300" style={{ backgroundColor: t.hex }} />
                      {t.id} {t.name}
                    </li>
                  ))}
                </ul>
              )}
              {d.notes && <p className="mt-1 text-gray-600">{d.notes}</p>}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Where a decoration sits on the square view, in % of its side: the editor's and the review's placement. */
const boxOf = (d: View['decorations'][number], viewWidthCm: number) => decorationToPx(d, canvasScale(viewWidthCm, 100));

/**
 * A square view with its artwork drawn where it was placed, as the review's preview draws it (issue 33):
 * the garment's picture, each logo's own picture and each text in its font and colour, bottom layer
 * first, each with its number (as in the list and the PDF). With `onPin` it is a control: a click or
 * tap, or the arrow keys, mark the point the customer means.
 */
export function ViewSketch({
  token,
  view,
  backdrop,
  pin,
  onPin,
}: {
  token: string;
  view: View;
  backdrop: Backdrop;
  pin?: Pin | null;
  onPin?: (pin: Pin) => void;
}) {
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    if (!onPin) return;
    const r = event.currentTarget.getBoundingClientRect();
    onPin({ x: Math.round(((event.clientX - r.left) / r.width) * 100) / 100, y: Math.round(((event.clientY - r.top) / r.height) * 100) / 100 });
  };
  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!onPin) return;
    const moved = movePin(pin ?? { x: 0.5, y: 0.5 }, event.key);
    if (moved) {
      event.preventDefault();
      onPin(moved);
    }
  };
  const control = onPin
    ? {
        role: 'button',
        tabIndex: 0,
        'aria-label': `Marcar un punto en ${view.title} (toca la vista o usa las flechas)`,
        onClick: pick,
        onKeyDown: keys,
      }
    : { role: 'img', 'aria-label': `${view.title} con ${view.decorations.map((d) => `${d.kind === 'logo' ? 'el logo' : 'el texto'} «${d.name}»`).join(', ')}` };
  const numbered = view.decorations.map((d, i) => ({ d, n: i + 1 }));
  const layers = [...numbered].sort((a, b) => a.d.zIndex - b.d.zIndex);
  return (
    <div
      {...control}
      data-testid="approval-view"
      // A size container: a text's font size is its height in percent of the square view ('cqw'), like its box.
      style={{ backgroundColor: backdrop.color, containerType: 'inline-size' }}
      className={`relative aspect-square w-full max-w-80 overflow-hidden rounded-md border border-gray-300 ${onPin ? 'cursor-crosshair focus:outline-2 focus:outline-primary-600' : ''}`}
    >
      {backdrop.picture && <img src={backdrop.picture} alt="" className="pointer-events-none absolute inset-0 size-full object-contain" />}
      {layers.map(({ d, n }) => {
        const box = boxOf(d, view.widthCm);
        const place = { left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%`, transform: box.rotateDegrees ? `rotate(${box.rotateDegrees}deg)` : undefined };
        const font = d.text ? FONT_CSS[d.text.font as FontName] ?? FONT_CSS.Roboto : undefined;
        return (
          <div key={`${d.kind}-${d.id}`} className="pointer-events-none absolute flex items-center justify-center" style={place}>
            {d.kind === 'logo' ? (
              <img src={publicLogoUrl(token, d.id)} alt="" data-testid="approval-logo" className="size-full object-fill" />
            ) : (
              <span
                className="whitespace-nowrap"
                style={{ fontFamily: font?.family, fontWeight: font?.weight, fontSize: `${box.height}cqw`, lineHeight: 1, color: d.text?.color }}
              >
                {d.text?.value ?? d.name}
              </span>
            )}
            <span aria-hidden="true" className="absolute -top-2 -left-2 flex size-4 items-center justify-center rounded-full bg-primary-700 text-[0.625rem] font-semibold text-white">
              {n}
            </span>
          </div>
        );
      })}
      {pin && (
        <span
          aria-hidden="true"
          className="absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-red-600 shadow"
          style={{ left: `${pin.x * 100}%`, top: `${pin.y * 100}%` }}
        />
      )}
    </div>
  );
}
