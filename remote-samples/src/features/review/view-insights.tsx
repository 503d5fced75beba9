import { useDecorationSettings } from '@muestrario/shared/api';
import type { Logo, RenderFile, SampleText } from '@muestrario/shared/contract';
import { estimateFromDst, logoInsights, textInsights } from '@muestrario/shared/rules';
import { DecorationWarnings, EmbroideryEstimateCard } from '@muestrario/shared/ui';

/*
 * The insights of the review's decorations: colour science and estimates are their own chunk, loaded once
 * the page has painted (./DecoratedViewSection, issue 34). The shop's decoration settings are read here
 * too: their defaults live with the colour science.
 */
export type InsightContext = Omit<Parameters<typeof logoInsights>[1], 'catalogue' | 'settings'>;

/** A saved logo's warnings and Bordado estimate (`logoInsights`: the rules the editor ran live). */
export function LogoInsights({ logo, context }: { logo: Logo; context: InsightContext }) {
  const settings = useDecorationSettings();
  const { warnings, estimate } = logoInsights(logo, { ...context, settings, catalogue: [] });
  return (
    <>
      {estimate && <EmbroideryEstimateCard estimate={estimate} />}
      <DecorationWarnings warnings={warnings} />
    </>
  );
}

/** A saved text's Bordado estimate and warnings (`textInsights`: the same rules as the editor and the worksheet). */
export function TextInsights({ text, context }: { text: SampleText; context: InsightContext }) {
  const settings = useDecorationSettings();
  const { warnings, estimate } = textInsights(text, { ...context, settings });
  return (
    <>
      {estimate && <EmbroideryEstimateCard estimate={estimate} />}
      <DecorationWarnings warnings={warnings} />
    </>
  );
}

/** A render's DST header: its real stitch count replaces the Bordado estimate (issue 18; ./RenderCard). */
export function DstEstimate({ dst }: { dst: NonNullable<RenderFile['dst']> }) {
  return <EmbroideryEstimateCard title="Bordado según el archivo DST" estimate={estimateFromDst({ label: '', ...dst })} />;
}
