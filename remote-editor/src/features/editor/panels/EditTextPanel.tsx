import { TEXT_MAX_CHARS, TEXT_MAX_HINT, type FontName } from '@muestrario/shared/domain';
import { Field, Select, Textarea, TextInput } from '@muestrario/shared/ui';
import { MODES, type EditorAction, type TextDecoration } from '../../../model';
import { measureTextRatio } from '../fonts';
import { FONT_OPTIONS } from './AddTextPanel';
import { ColorField } from './ColorField';
import { DecorationActions } from './DecorationActions';
import { BlurNumberField, TechniqueField } from './fields';
import { PanelFrame } from './PanelFrame';

/** Mode 6: edit the selected text. Text and font changes re-measure its width. */
export function EditTextPanel({ text, dispatch, readOnly }: { text: TextDecoration; dispatch: (a: EditorAction) => void; readOnly: boolean }) {
  const changeShape = async (fields: { text?: string; font?: FontName }) => {
    const ratio = await measureTextRatio(fields.text ?? text.text, fields.font ?? text.font);
    dispatch({ type: 'textEdited', id: text.id, fields: { ...fields, ratio } });
  };
  return (
    <PanelFrame mode={MODES.editText} onBack={() => dispatch({ type: 'backToMenu' })}>
      <Field label="Texto" hint={TEXT_MAX_HINT}>
        <TextInput
          key={`${text.id}-${text.text}`}
          defaultValue={text.text}
          maxLength={TEXT_MAX_CHARS}
          disabled={readOnly}
          onBlur={(e) => {
            const value = e.currentTarget.value;
            if (value.trim() && value !== text.text) void changeShape({ text: value });
          }}
        />
      </Field>
      <Field label="Fuente">
        <Select options={FONT_OPTIONS} value={text.font} disabled={readOnly} onChange={(e) => void changeShape({ font: e.target.value as FontName })} />
      </Field>
      <ColorField label="Color del texto" value={text.color} disabled={readOnly} onCommit={(color) => dispatch({ type: 'textEdited', id: text.id, fields: { color } })} />
      <TechniqueField value={text.technique} disabled={readOnly} onChange={(technique) => dispatch({ type: 'textEdited', id: text.id, fields: { technique } })} />
      <div className="ed:grid ed:grid-cols-2 ed:gap-3">
        <BlurNumberField label="Alto en cm" unit="cm" value={text.heightCm} disabled={readOnly} onCommit={(heightCm) => dispatch({ type: 'heightSet', id: text.id, heightCm })} />
        <BlurNumberField
          label="Rotación"
          unit="°"
          negative
          value={text.rotateDegrees}
          disabled={readOnly}
          onCommit={(rotateDegrees) => dispatch({ type: 'rotated', id: text.id, rotateDegrees })}
        />
      </div>
      <Field label="Comentarios">
        <Textarea
          key={`${text.id}-${text.comments}`}
          rows={2}
          defaultValue={text.comments}
          disabled={readOnly}
          onBlur={(e) => {
            if (e.currentTarget.value !== text.comments) dispatch({ type: 'textEdited', id: text.id, fields: { comments: e.currentTarget.value } });
          }}
        />
      </Field>
      <DecorationActions decoration={text} dispatch={dispatch} readOnly={readOnly} />
    </PanelFrame>
  );
}
