import type { ReactNode } from 'react';
import type { SampleDetail } from '@muestrario/shared/contract';
import { formatLongDate, hexToRgb } from '@muestrario/shared/rules';
import { Card, StageBadge } from '@muestrario/shared/ui';

export function Swatch({ color, label }: { color: string; label?: string }) {
  return (
    <span
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      className="ms:inline-block ms:size-5 ms:shrink-0 ms:rounded ms:ring-1 ms:ring-gray-300 ms:ring-inset"
      style={{ backgroundColor: color }}
    />
  );
}

function Colour({ hex }: { hex: string }) {
  return (
    <span className="ms:flex ms:items-center ms:gap-2">
      <Swatch color={hex} />
      <span>{hexToRgb(hex) ?? hex}</span>
    </span>
  );
}

export function Item({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'ms:sm:col-span-2' : undefined}>
      <dt className="ms:text-sm ms:font-medium ms:text-gray-500">{term}</dt>
      <dd className="ms:mt-1 ms:text-sm ms:break-words ms:text-gray-900">{children}</dd>
    </div>
  );
}

export function CardTitle({ id, children, aside }: { id: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="ms:mb-4 ms:flex ms:flex-wrap ms:items-center ms:justify-between ms:gap-2">
      <h2 id={id} className="ms:text-base ms:font-semibold ms:text-gray-900">
        {children}
      </h2>
      {aside}
    </div>
  );
}

/** 'Órden de muestra': when it was requested and for when (Spanish long dates). */
export function OrderCard({ sample }: { sample: SampleDetail }) {
  return (
    <Card role="region" aria-labelledby="review-order" className="ms:break-inside-avoid">
      <CardTitle id="review-order" aside={<StageBadge stage={sample.sampleStage} />}>
        Órden de muestra
      </CardTitle>
      <dl className="ms:grid ms:gap-x-6 ms:gap-y-4 ms:sm:grid-cols-2">
        <Item term="Solicitada el">{formatLongDate(sample.createDate)}</Item>
        <Item term="Solicitada para">{formatLongDate(sample.dueDate)}</Item>
      </dl>
    </Card>
  );
}

/**
 * 'Detalles de la muestra'. The spec documents the email and phone labels swapped against their
 * values; here each label shows its own value.
 */
export function DetailsCard({ sample }: { sample: SampleDetail }) {
  const canvas = sample.sampleOn === 'Lienzo';
  const address = [sample.address, sample.county, sample.state, sample.zipCode && `C.P. ${sample.zipCode}`].filter((p) => p && p.trim());
  return (
    <Card role="region" aria-labelledby="review-details" className="ms:break-inside-avoid">
      <CardTitle id="review-details">Detalles de la muestra</CardTitle>
      <dl className="ms:grid ms:gap-x-6 ms:gap-y-4 ms:sm:grid-cols-2">
        <Item term="Color de la prenda">
          <Colour hex={sample.clothingColor} />
        </Item>
        <Item term="Muestra sobre">{sample.sampleOn}</Item>
        {canvas && (
          <>
            <Item term="Tipo de lienzo">{sample.sampleCanvas || '—'}</Item>
            <Item term="Color del lienzo">
              <Colour hex={sample.canvasColor} />
            </Item>
          </>
        )}
        <Item term="Notas generales" wide>
          {sample.sampleNotes.trim() ? <span className="ms:whitespace-pre-line">{sample.sampleNotes}</span> : <span className="ms:text-gray-500">Sin notas</span>}
        </Item>
        <Item term="Correo electrónico">
          {sample.email ? (
            <a href={`mailto:${sample.email}`} className="ms:text-primary-700 ms:hover:underline">
              {sample.email}
            </a>
          ) : (
            '—'
          )}
        </Item>
        <Item term="Teléfono">
          {sample.phone1 ? (
            <a href={`tel:${sample.phone1}`} className="ms:text-primary-700 ms:hover:underline">
              {sample.phone1}
            </a>
          ) : (
            '—'
          )}
        </Item>
        <Item term="Dirección" wide>
          {address.length ? address.join(', ') : '—'}
        </Item>
      </dl>
    </Card>
  );
}
