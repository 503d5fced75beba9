import type { Logo, SampleText } from '@muestrario/shared/contract';
import { logoInsights, textInsights } from '@muestrario/shared/rules';
import { DecorationWarnings, EmbroideryEstimateCard } from '@muestrario/shared/ui';

/*
 * The insights of the review's decorations: colour science and estimates are their own chunk, loaded once
 * the page has painted (./DecoratedViewSection, issue 34).
 */
export type InsightContext = Omit<Parameters<typeof logoInsights>[1], 'catalogue'>;

/** A saved logo's warnings and Bordado estimate (`logoInsights`: the rules the editor ran live). */
export function LogoInsights({ logo, context }: { logo: Logo; context: InsightContext }) {
  const { warnings, estimate } = logoInsights(logo, { ...context, catalogue: [] });
  return (
    <>
      {estimate && <EmbroideryEstimateCard estimate={estimate} />}
      <DecorationWarnings warnings={warnings} />
    </>
  );
}

/** A saved text's Bordado estimate and warnings (`textInsights`: the same rules as the editor and the worksheet). */
export function TextInsights({ text, context }: { text: SampleText; context: InsightContext }) {
  const { warnings, estimate } = textInsights(text, context);
  return (
    <>
      {estimate && <EmbroideryEstimateCard estimate={estimate} />}
      <DecorationWarnings warnings={warnings} />
    </>
  );
}
