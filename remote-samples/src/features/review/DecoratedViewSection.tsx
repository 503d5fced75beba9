import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Logo, Position, SampleText } from '@muestrario/shared/contract';
import { assetUrl, useDecorationSettingsBody, useSample } from '@muestrario/shared/api';
import { formatCm, formatKb, type InsightSample } from '@muestrario/shared/rules';
import { Card, FabricPiece, FONT_CSS, fabricName } from '@muestrario/shared/ui';
import { downloadUrl, fileUrl } from './api';
import { logoPreviewBox, previewBox, previewItems, textColorCss, type DecoratedView } from './decorated-views';
import { CardTitle, Item, Swatch } from './SampleDetails';
import { TextCard } from './TextCard';

// Colour science and estimates: after the page's first paint (issue 34).
const LogoInsights = lazy(() => import('./view-insights').then((m) => ({ default: m.LogoInsights })));
const TextInsights = lazy(() => import('./view-insights').then((m) => ({ default: m.TextInsights })));

/** The view picture tinted with the garment colour (the assets API replaces its #GARMENT marker). */
const viewImage = (image: string, color: string) => `${assetUrl(image)}?color=${encodeURIComponent(color.replace(/^#/, ''))}`;

/** 'Decorados {posición}': the view with every logo and text where the editor placed it, then one card per logo and per text. */
export function DecoratedViewSection({ view, sample }: { view: DecoratedView; /** Garment or Lienzo colour: the warnings read it. */ sample: InsightSample }) {
  const { position, logos, texts } = view;
  const garmentColor = sample.clothingColor;
  // The shop's settings, asked for now; the insights (a later chunk) bring their defaults.
  useDecorationSettingsBody();
  const context = { sample, view: position };
  const headingId = `review-view-${position.id}`;
  return (
    <Card role="region" aria-labelledby={headingId} className="ms:break-inside-avoid">
      <CardTitle id={headingId}>Decorados {position.title}</CardTitle>
      <div className="ms:grid ms:gap-6 ms:lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <PlacementPreview position={position} logos={logos} texts={texts} garmentColor={garmentColor} />
        <div className="ms:grid ms:content-start ms:gap-4">
          {logos.length > 0 && (
            <ul className="ms:grid ms:content-start ms:gap-4" aria-label={`Logos de ${position.title}`}>
              {logos.map((logo) => (
                <li key={logo.logoId}>
                  <LogoCard logo={logo}>
                    <Suspense fallback={null}>
                      <LogoInsights logo={logo} context={context} />
                    </Suspense>
                  </LogoCard>
                </li>
              ))}
            </ul>
          )}
          {texts.length > 0 && (
            <ul className="ms:grid ms:content-start ms:gap-4" aria-label={`Textos de ${position.title}`}>
              {texts.map((text) => (
                <li key={text.textId}>
                  <TextCard text={text}>
                    <Suspense fallback={null}>
                      <TextInsights text={text} context={context} />
                    </Suspense>
                  </TextCard>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}

/**
 * The sample of the review page, when it is on 'Lienzo': its fabric and colour (issue 16, item 6). Read
 * from the page's sample (same SWR key as the review screen: no second request).
 */
function useLienzo(): { fabric: string; color: string } | undefined {
  const { id } = useParams();
  const { data } = useSample(id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined);
  return data?.sampleOn === 'Lienzo' ? { fabric: data.sampleCanvas, color: data.canvasColor } : undefined;
}

export function PlacementPreview({
  position,
  logos,
  texts = [],
  garmentColor,
}: {
  position: Position;
  logos: Logo[];
  texts?: SampleText[];
  garmentColor: string;
}) {
  const lienzo = useLienzo();
  return (
    <figure className="ms:m-0 ms:w-full ms:max-w-80 ms:justify-self-center ms:lg:justify-self-start">
      <div
        data-testid="placement-preview"
        // A size container: a text's font size is its height in percent of the square preview ('cqw'), like its box.
        style={{ containerType: 'inline-size' }}
        className="ms:relative ms:aspect-square ms:w-full ms:overflow-hidden ms:rounded-md ms:border ms:border-gray-200 ms:bg-gray-50"
      >
        {lienzo ? (
          <FabricPiece fabric={lienzo.fabric} color={lienzo.color} />
        ) : (
          <img src={viewImage(position.image, garmentColor)} alt="" className="ms:absolute ms:inset-0 ms:size-full" />
        )}
        {previewItems({ logos, texts }).map((item) =>
          item.kind === 'logo' ? (
            <PreviewLogo key={item.key} logo={item.logo} viewWidthCm={position.width} />
          ) : (
            <PreviewText key={item.key} text={item.text} viewWidthCm={position.width} />
          ),
        )}
      </div>
      <figcaption className="ms:mt-2 ms:text-center ms:text-xs ms:text-gray-500">
        Vista {position.title} · {formatCm(position.width)} de ancho{lienzo ? ` · sobre Lienzo de ${fabricName(lienzo.fabric)}` : ''}
      </figcaption>
    </figure>
  );
}

/** A decoration's place on the preview: the shared geometry's box in % of the view, rotated around its centre. */
function boxStyle(box: { left: number; top: number; width: number; height: number; rotateDegrees: number }) {
  return {
    left: `${box.left}%`,
    top: `${box.top}%`,
    width: `${box.width}%`,
    height: `${box.height}%`,
    transform: box.rotateDegrees ? `rotate(${box.rotateDegrees}deg)` : undefined,
  };
}

function PreviewLogo({ logo, viewWidthCm }: { logo: Logo; viewWidthCm: number }) {
  const box = logoPreviewBox(logo, viewWidthCm);
  return (
    <img
      src={fileUrl(logo)}
      alt={logo.logoName}
      data-testid="preview-logo"
      className="ms:absolute ms:object-fill"
      style={boxStyle(box)}
    />
  );
}

/**
 * A text drawn as real text (selectable, and text in a printed PDF), as the editor's canvas draws it:
 * its box by the shared geometry, one line of its font at the box height, centred, rotated around the centre.
 */
function PreviewText({ text, viewWidthCm }: { text: SampleText; viewWidthCm: number }) {
  const box = previewBox(text, viewWidthCm);
  const font = FONT_CSS[text.font];
  return (
    <div
      data-testid="preview-text"
      className="ms:absolute ms:flex ms:items-center ms:justify-center"
      style={boxStyle(box)}
    >
      <span
        className="ms:whitespace-nowrap"
        style={{ fontFamily: font.family, fontWeight: font.weight, fontSize: `${box.height}cqw`, lineHeight: 1, color: textColorCss(text.color) }}
      >
        {text.text}
      </span>
    </div>
  );
}

/**
 * One logo: picture, name, download (original name and size in KB), technique, size, thread colours and
 * non-empty notes; `children` (its estimate and warnings) below.
 */
export function LogoCard({ logo, children }: { logo: Logo; children?: ReactNode }) {
  const notes = [
    ['Notas del color', logo.logoNotesOnColor],
    ['Notas de posición', logo.logoNotesOnPosition],
    ['Notas generales', logo.logoNotes],
  ].filter(([, text]) => text?.trim());
  return (
    <article aria-label={logo.logoName} className="ms:flex ms:flex-col ms:gap-4 ms:rounded-md ms:border ms:border-gray-200 ms:p-4 ms:sm:flex-row">
      <div className="ms:flex ms:size-24 ms:shrink-0 ms:items-center ms:justify-center ms:rounded ms:bg-gray-50 ms:p-2 ms:ring-1 ms:ring-gray-200">
        <img src={fileUrl(logo)} alt="" className="ms:max-h-full ms:max-w-full ms:object-contain" />
      </div>
      <div className="ms:min-w-0 ms:flex-1 ms:space-y-3">
        <div>
          <h3 className="ms:text-sm ms:font-semibold ms:text-gray-900">{logo.logoName}</h3>
          <a
            href={downloadUrl(logo)}
            download={logo.originalFilename}
            className="ms:text-sm ms:break-all ms:text-primary-700 ms:hover:underline"
          >
            {logo.originalFilename} <span className="ms:whitespace-nowrap ms:text-gray-500">({formatKb(logo.filesize)})</span>
          </a>
        </div>
        <dl className="ms:grid ms:grid-cols-3 ms:gap-3">
          <Item term="Técnica">{logo.logoTechnique}</Item>
          <Item term="Alto">{formatCm(logo.heightCm)}</Item>
          <Item term="Ancho">{formatCm(logo.widthCm)}</Item>
          {logo.rotateDegrees !== 0 && <Item term="Rotación">{`${logo.rotateDegrees}°`}</Item>}
        </dl>
        {logo.pantones.length > 0 && (
          <div>
            <p className="ms:text-sm ms:font-medium ms:text-gray-500">Colores (Pantones)</p>
            <ul className="ms:mt-1 ms:flex ms:flex-wrap ms:gap-2">
              {logo.pantones.map((p) => (
                <li key={p.id} className="ms:flex ms:items-center ms:gap-2 ms:rounded-full ms:bg-gray-50 ms:py-1 ms:pr-3 ms:pl-1 ms:text-xs ms:text-gray-700 ms:ring-1 ms:ring-gray-200">
                  <Swatch color={p.hex} />
                  <span className="ms:font-semibold">{p.id}</span>
                  <span>{p.nombre}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {notes.length > 0 && (
          <dl className="ms:space-y-2">
            {notes.map(([term, text]) => (
              <Item key={term} term={term!}>
                <span className="ms:whitespace-pre-line">{text}</span>
              </Item>
            ))}
          </dl>
        )}
        {children}
      </div>
    </article>
  );
}
