import { formatKb } from '@muestrario/shared/rules';
import { Field } from '@muestrario/shared/ui';
import { MODES, type EditorAction, type LogoDecoration } from '../../../model';
import { DecorationActions } from './DecorationActions';
import { DraftTextInput, TechniqueField } from './fields';
import { PanelFrame } from './PanelFrame';

/** Mode 5: the selected logo's name, technique, file and size; the detail form is in the tabs below the canvas. */
export function EditLogoPanel({ logo, dispatch, readOnly }: { logo: LogoDecoration; dispatch: (a: EditorAction) => void; readOnly: boolean }) {
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
      <p className="ed:text-xs ed:text-gray-500">Alto, rotación, colores de hilo y notas: en la ficha del logo, debajo del lienzo.</p>
      <DecorationActions decoration={logo} dispatch={dispatch} readOnly={readOnly} />
    </PanelFrame>
  );
}
