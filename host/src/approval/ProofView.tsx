import type { KeyboardEvent, MouseEvent } from 'react';
import { publicProofUrl, publicRenderUrl, publicViewUrl } from '@muestrario/shared/api';
import type { PublicApproval } from '@muestrario/shared/contract';
import { formatCm, formatStamp, movePin, sketchBox } from '@muestrario/shared/rules';
import { buttonClassName } from '@muestrario/shared/ui';

type View = PublicApproval['views'][number];
export interface Pin {
  x: number;
  y: number;
}

/** The proof of the link's version: sample, client, folio and round; the render; each view with its decorations; the garment. */
export function ProofView({ token, proof }: { token: string; proof: PublicApproval }) {
  // Decorations are numbered across the views, as in the proof PDF's legends.
  const firsts = proof.views.map((_, i) => 1 + proof.views.slice(0, i).reduce((n, v) => n + v.decorations.length, 0));
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

      {proof.views.map((view, i) => (
        <ViewSection key={view.id} view={view} first={firsts[i]!} backdrop={backdropOf(token, proof, view)} />
      ))}
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

function ViewSection({ view, first, backdrop }: { view: View; first: number; backdrop: Backdrop }) {
  const headingId = `view-${view.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        Decorados {view.title}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-[14rem_minmax(0,1fr)]">
        <ViewSketch view={view} first={first} backdrop={backdrop} />
        <ol className="space-y-3" start={first}>
          {view.decorations.map((d, i) => (
            <li key={`${d.kind}-${d.id}`} className="text-sm text-gray-700">
              <p className="font-medium text-gray-900">
                {first + i}. {d.kind === 'logo' ? 'Logo' : 'Texto'} «{d.name}»
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

/**
 * A square sketch of a view with each decoration's box where it was placed (numbered as in the list).
 * With `onPin` it is a control: a click or tap, or the arrow keys, mark the point the customer means.
 */
export function ViewSketch({
  view,
  backdrop,
  first = 1,
  pin,
  onPin,
}: {
  view: View;
  backdrop: Backdrop;
  first?: number;
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
    : { role: 'img', 'aria-label': `Esquema de ${view.title} con ${view.decorations.length} decorado(s)` };
  return (
    <div
      {...control}
      style={{ backgroundColor: backdrop.color }}
      className={`relative aspect-square w-full max-w-56 overflow-hidden rounded-md border border-gray-300 ${onPin ? 'cursor-crosshair focus:outline-2 focus:outline-primary-600' : ''}`}
    >
      {backdrop.picture && <img src={backdrop.picture} alt="" className="pointer-events-none absolute inset-0 size-full object-contain" />}
      {view.decorations.map((d, i) => {
        const box = sketchBox(d, view.widthCm);
        return (
          <span
            key={`${d.kind}-${d.id}`}
            className="absolute flex items-center justify-center rounded-sm border-2 border-primary-600 bg-primary-100/60 text-xs font-semibold text-primary-900"
            style={{ left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%`, transform: `rotate(${d.rotateDegrees}deg)` }}
          >
            {first + i}
          </span>
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
