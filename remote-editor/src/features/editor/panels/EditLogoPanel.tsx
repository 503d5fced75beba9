import { formatKb } from '@muestrario/shared/rules';
import type { DecorationInsights } from '@muestrario/shared/rules';
import { DecorationWarnings, EmbroideryEstimateCard, Field } from '@muestrario/shared/ui';
import { limitsOf, MODES, type EditorAction, type EditorView, type LogoDecoration } from '../../../model';
import { DecorationActions } from './DecorationActions';
import { BlurNumberField, DraftTextInput, TechniqueField } from './fields';
import { PanelFrame } from './PanelFrame';

/**
 * Mode 5: the selected logo's file, name, technique, 'Alto en cm' and 'Rotación' (its main fields, in sight
 * beside the canvas on a wide screen); threads and notes are in the tabs below the canvas.
 */
export function EditLogoPanel({
  logo,
  view,
  insights,
  dispatch,
  readOnly,
}: {
  logo: LogoDecoration;
  view: EditorView | undefined;
  /** Its warnings and Bordado estimate for the values on screen (`insightsOf`): they follow every edit. */
  insights: DecorationInsights;
  dispatch: (a: EditorAction) => void;
  readOnly: boolean;
}) {
  const limits = view ? limitsOf(logo, view) : undefined;
  return (
    <PanelFrame mode={MODES.editLogo} onBack={() => dispatch({ type: 'backToMenu' })}>
      <div className="ed:flex ed:items-center ed:gap-3 ed:rounded-lg ed:bg-gray-50 ed:p-3 ed:ring-1 ed:ring-gray-200">
        <div className="ed:flex ed:size-16 ed:shrink-0 ed:items-center ed:justify-center ed:rounded-md ed:bg-white ed:ring-1 ed:ring-gray-200">
          <img src={logo.src} alt="" className="ed:max-h-14 ed:max-w-14 ed:object-contain" />
        </div>
        <div className="ed:min-w-0 ed:text-sm">
          <p className="ed:truncate ed:font-medium ed:text-gray-900" title={logo.originalFilename}>
            {logo.originalFilename}
          </p>
          <p className="ed:text-gray-500">{formatKb(logo.filesize)}</p>
          <p className="ed:text-gray-500">
            {logo.widthCm.toFixed(1)} × {logo.heightCm.toFixed(1)} cm
          </p>
        </div>
      </div>
      <Field label="Nombre del logo">
        <DraftTextInput
          key={logo.id}
          value={logo.name}
          maxLength={120}
          disabled={readOnly}
          onCommit={(text) => {
            const name = text.trim();
            if (!name) return false;
            if (name !== logo.name) dispatch({ type: 'logoEdited', id: logo.id, fields: { name } });
          }}
        />
      </Field>
      <TechniqueField value={logo.technique} disabled={readOnly} onChange={(technique) => dispatch({ type: 'logoEdited', id: logo.id, fields: { technique } })} />
      <div className="ed:grid ed:grid-cols-2 ed:gap-3">
        <BlurNumberField
          key={`h-${logo.id}`}
          label="Alto en cm"
          unit="cm"
          value={logo.heightCm}
          limit={limits && { field: 'heightCm', range: limits.heightCm }}
          disabled={readOnly}
          onCommit={(heightCm) => dispatch({ type: 'heightSet', id: logo.id, heightCm })}
        />
        <BlurNumberField
          key={`r-${logo.id}`}
          label="Rotación"
          unit="°"
          negative
          limit={limits && { field: 'rotateDegrees', range: limits.rotateDegrees }}
          value={logo.rotateDegrees}
          disabled={readOnly}
          onCommit={(rotateDegrees) => dispatch({ type: 'rotated', id: logo.id, rotateDegrees })}
        />
      </div>
      <p className="ed:-mt-2 ed:text-sm ed:text-gray-600">
        Ancho: <output aria-label="Ancho en cm">{logo.widthCm.toFixed(2)}</output> cm (según la proporción del archivo)
      </p>
      {insights.estimate && <EmbroideryEstimateCard estimate={insights.estimate} />}
      <DecorationWarnings warnings={insights.warnings} />
      <p className="ed:text-xs ed:text-gray-500">Colores del logo, hilos sugeridos y notas: en la ficha del logo, debajo del lienzo.</p>
      <DecorationActions decoration={logo} dispatch={dispatch} readOnly={readOnly} />
    </PanelFrame>
  );
}
