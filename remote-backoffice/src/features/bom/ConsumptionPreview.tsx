import { useId, useState } from 'react';
import useSWR from 'swr';
import type { BomConsumption } from '@muestrario/shared/contract';
import { BOM_LIMITS, BOM_MESSAGES } from '@muestrario/shared/domain';
import { ApiError, getSamplePage, samplePageKey, useBomConsumption, type SamplePageQuery } from '@muestrario/shared/api';
import { Card, ErrorAlert, Field, LoadingBlock, Select, TextInput } from '@muestrario/shared/ui';
import { formatPercent, formatQuantity, unitLabel } from './format';

/** Authorised samples (stage 7) and the ones after it: their decoration no longer changes. */
const AUTHORISED: SamplePageQuery = { stages: [7, 8], limit: 100, sort: 'newest' };

const piecesOf = (text: string): number | null => {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 && n <= BOM_LIMITS.previewPieces ? n : null;
};

/** 'Consumo de la decoración': what an authorised sample's decoration takes for some pieces, with this BOM's scrap (samples on the style's garment listed first). */
export function ConsumptionPreview({ bomId, garment }: { bomId: number; garment: string | null }) {
  const heading = useId();
  const samples = useSWR(samplePageKey(AUTHORISED), () => getSamplePage(AUTHORISED));
  const [sampleId, setSampleId] = useState<number | null>(null);
  const [piecesText, setPiecesText] = useState('120');
  const pieces = piecesOf(piecesText);
  // Samples on this style's garment first (the likeliest to be made with it), each group newest first.
  const options = [...(samples.data?.items ?? [])].sort((a, b) => Number(b.title === garment) - Number(a.title === garment));
  const consumption = useBomConsumption(bomId, sampleId !== null && pieces !== null ? { sampleId, pieces } : null);

  return (
    <Card className="bo:mt-6">
      <section aria-labelledby={heading}>
        <h2 id={heading} className="bo:text-base bo:font-semibold bo:text-gray-900">
          Consumo de la decoración
        </h2>
        <p className="bo:mt-1 bo:text-sm bo:text-gray-600">
          Hilo por color y de bobina según las puntadas (o el conteo real del DST), y película DTF o vinil por área, para una muestra autorizada.
        </p>
        <div className="bo:mt-4 bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-4 bo:sm:grid-cols-3">
          <Field label="Muestra autorizada" className="bo:sm:col-span-2">
            <Select
              value={sampleId === null ? '' : String(sampleId)}
              options={[
                { value: '', label: samples.data ? 'Elige una muestra' : 'Cargando muestras…' },
                ...options.map((s) => ({ value: String(s.sampleId), label: `${s.sampleName} · ${s.cardName}${s.title ? ` · ${s.title}` : ''}` })),
              ]}
              onChange={(e) => setSampleId(e.target.value ? Number(e.target.value) : null)}
            />
          </Field>
          <Field label="Piezas" error={pieces === null ? BOM_MESSAGES.pieces : undefined}>
            <TextInput value={piecesText} inputMode="numeric" autoComplete="off" maxLength={6} onChange={(e) => setPiecesText(e.target.value)} />
          </Field>
        </div>
        <div aria-live="polite">
          {sampleId !== null && pieces !== null && <Result read={consumption} />}
        </div>
      </section>
    </Card>
  );
}

function Result({ read }: { read: { data?: BomConsumption; error?: unknown; isLoading: boolean } }) {
  if (read.error && !read.data) {
    const message = read.error instanceof ApiError ? read.error.message : 'No pudimos calcular el consumo.';
    return (
      <ErrorAlert title="No se calculó el consumo" className="bo:mt-4">
        {message}
      </ErrorAlert>
    );
  }
  if (!read.data) return <LoadingBlock label="Calculando consumo" />;
  const c = read.data;
  return (
    <div className="bo:mt-5 bo:grid bo:grid-cols-1 bo:gap-6 bo:lg:grid-cols-2">
      <div className="bo:overflow-x-auto">
        <table className="bo:min-w-full bo:text-left bo:text-sm">
          <caption className="bo:pb-2 bo:text-left bo:text-sm bo:font-medium bo:text-gray-900">Decoraciones de «{c.sampleName}»</caption>
          <thead className="bo:border-b bo:border-gray-200 bo:text-gray-700">
            <tr>
              <th scope="col" className="bo:py-2 bo:pr-3 bo:font-semibold">Decoración</th>
              <th scope="col" className="bo:px-3 bo:py-2 bo:font-semibold">Técnica</th>
              <th scope="col" className="bo:py-2 bo:pl-3 bo:text-right bo:font-semibold">Puntadas por pieza</th>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-gray-100">
            {c.decorations.map((d, i) => (
              <tr key={i}>
                <td className="bo:py-2 bo:pr-3">
                  <span className="bo:block bo:text-gray-900">{d.name}</span>
                  <span className="bo:block bo:text-xs bo:text-gray-600">
                    {d.view} · {formatQuantity(d.widthCm)} × {formatQuantity(d.heightCm)} cm
                  </span>
                </td>
                <td className="bo:px-3 bo:py-2 bo:text-gray-700">{d.technique}</td>
                <td className="bo:py-2 bo:pl-3 bo:text-right bo:tabular-nums bo:text-gray-700">
                  {d.technique === 'Bordado' ? `${formatQuantity(d.stitches)}${d.fromDst ? ' (DST)' : ''}` : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="bo:overflow-x-auto">
        <table className="bo:min-w-full bo:text-left bo:text-sm">
          <caption className="bo:pb-2 bo:text-left bo:text-sm bo:font-medium bo:text-gray-900">
            Material para {formatQuantity(c.pieces)} piezas con {formatPercent(c.scrapPercent)} de merma
          </caption>
          <thead className="bo:border-b bo:border-gray-200 bo:text-gray-700">
            <tr>
              <th scope="col" className="bo:py-2 bo:pr-3 bo:font-semibold">Material</th>
              <th scope="col" className="bo:px-3 bo:py-2 bo:text-right bo:font-semibold">Por pieza</th>
              <th scope="col" className="bo:py-2 bo:pl-3 bo:text-right bo:font-semibold">Total</th>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-gray-100">
            {c.materials.map((m) => (
              <tr key={`${m.kind}:${m.code}`}>
                <td className="bo:py-2 bo:pr-3 bo:text-gray-900">{m.label}</td>
                <td className="bo:px-3 bo:py-2 bo:text-right bo:whitespace-nowrap bo:tabular-nums bo:text-gray-700">
                  {formatQuantity(m.perPiece)} {unitLabel(m.unit)}
                </td>
                <td className="bo:py-2 bo:pl-3 bo:text-right bo:whitespace-nowrap bo:font-medium bo:tabular-nums bo:text-gray-900">
                  {formatQuantity(m.total)} {unitLabel(m.unit)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
