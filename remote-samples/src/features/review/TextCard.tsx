import type { ReactNode } from 'react';
import type { SampleText } from '@muestrario/shared/contract';
import { formatCm, NO_THREAD_LABEL } from '@muestrario/shared/rules';
import { FONT_CSS } from '@muestrario/shared/ui';
import { textColorCss } from './decorated-views';
import { Item, Swatch } from './SampleDetails';
import './review-fonts';

export const textLabel = (text: SampleText) => `Texto «${text.text}»`;

/** One text: a specimen in its font and colour, the text, technique, size, font, colour and non-empty comments (as a logo card shows a logo's). */
export function TextCard({ text, children }: { text: SampleText; /** Its warnings, below. */ children?: ReactNode }) {
  const font = FONT_CSS[text.font];
  const color = textColorCss(text.color);
  return (
    <article aria-label={textLabel(text)} className="ms:flex ms:flex-col ms:gap-4 ms:rounded-md ms:border ms:border-gray-200 ms:p-4 ms:sm:flex-row">
      <div
        aria-hidden="true"
        className="ms:flex ms:size-24 ms:shrink-0 ms:items-center ms:justify-center ms:overflow-hidden ms:rounded ms:bg-gray-50 ms:p-2 ms:ring-1 ms:ring-gray-200"
      >
        <span className="ms:text-center ms:text-2xl ms:leading-none ms:break-words" style={{ fontFamily: font.family, fontWeight: font.weight, color }}>
          Aa
        </span>
      </div>
      <div className="ms:min-w-0 ms:flex-1 ms:space-y-3">
        <div>
          <p className="ms:text-xs ms:font-medium ms:tracking-wide ms:text-gray-500 ms:uppercase">Texto</p>
          <h3 className="ms:text-sm ms:font-semibold ms:break-words ms:text-gray-900">{text.text}</h3>
        </div>
        <dl className="ms:grid ms:grid-cols-2 ms:gap-3 ms:sm:grid-cols-3">
          <Item term="Técnica">{text.technique}</Item>
          <Item term="Alto">{formatCm(text.heightCm)}</Item>
          <Item term="Ancho">{formatCm(text.widthCm)}</Item>
          <Item term="Fuente">{text.font}</Item>
          <Item term={text.thread ? 'Hilo' : 'Color'}>
            <span className="ms:flex ms:items-center ms:gap-2">
              <Swatch color={color} />
              <span>{text.thread ? `${text.thread.id} ${text.thread.nombre}` : `${color} (${NO_THREAD_LABEL})`}</span>
            </span>
          </Item>
          {text.rotateDegrees !== 0 && <Item term="Rotación">{`${text.rotateDegrees}°`}</Item>}
        </dl>
        {text.comments.trim() && (
          <dl>
            <Item term="Comentarios">
              <span className="ms:whitespace-pre-line">{text.comments}</span>
            </Item>
          </dl>
        )}
        {children}
      </div>
    </article>
  );
}
