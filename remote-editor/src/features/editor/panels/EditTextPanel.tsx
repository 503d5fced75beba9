import { TEXT_MAX_CHARS, TEXT_MAX_HINT, type FontName } from '@muestrario/shared/domain';
import type { DecorationInsights } from '@muestrario/shared/rules';
import { DecorationWarnings, EmbroideryEstimateCard, Field, Select } from '@muestrario/shared/ui';
import { limitsOf, MODES, type EditorAction, type EditorView, type TextDecoration } from '../../../model';
import { measureTextRatio } from '../fonts';
import { FONT_OPTIONS } from './AddTextPanel';
import { TextThreadField } from './TextThreadField';
import { DecorationActions } from './DecorationActions';
import { BlurNumberField, DraftTextarea, DraftTextInput, TechniqueField } from './fields';
import { PanelFrame } from './PanelFrame';

/** Mode 6: edit the selected text. Text and font changes re-measure its width. */
export function EditTextPanel({
  text,
  view,
  insights,
  dispatch,
  readOnly,
}: {
  text: TextDecoration;
  view: EditorView | undefined;
  /** Its warnings and Bordado estimate now (`insightsOf`). */
  insights: DecorationInsights;
  dispatch: (a: EditorAction) => void;
  readOnly: boolean;
}) {
  const limits = view ? limitsOf(text, view) : undefined;
  const changeShape = async (fields: { text?: string; font?: FontName }) => {
    const ratio = await measureTextRatio(fields.text ?? text.text, fields.font ?? text.font);
    dispatch({ type: 'textEdited', id: text.id, fields: { ...fields, ratio } });
  };
  return (
    <PanelFrame mode={MODES.editText} onBack={() => dispatch({ type: 'backToMenu' })}>
      <Field label="Texto" hint={TEXT_MAX_HINT}>
        <DraftTextInput
          key={text.id}
          value={text.text}
          maxLength={TEXT_MAX_CHARS}
          disabled={readOnly}
          onCommit={(value) => {
            if (!value.trim()) return false;
            void changeShape({ text: value });
          }}
        />
      </Field>
      <Field label="Fuente">
        <Select options={FONT_OPTIONS} value={text.font} disabled={readOnly} onChange={(e) => void changeShape({ font: e.target.value as FontName })} />
      </Field>
      <TextThreadField
        threadId={text.threadId}
        color={text.color}
        disabled={readOnly}
        onChoose={(thread) => dispatch({ type: 'textEdited', id: text.id, fields: { threadId: thread.id, color: thread.hex } })}
      />
      <TechniqueField value={text.technique} disabled={readOnly} onChange={(technique) => dispatch({ type: 'textEdited', id: text.id, fields: { technique } })} />
      <div className="ed:grid ed:grid-cols-2 ed:gap-3">
        <BlurNumberField
          key={`h-${text.id}`}
          label="Alto en cm"
          unit="cm"
          value={text.heightCm}
          limit={limits && { field: 'heightCm', range: limits.heightCm }}
          disabled={readOnly}
          onCommit={(heightCm) => dispatch({ type: 'heightSet', id: text.id, heightCm })}
        />
        <BlurNumberField
          key={`r-${text.id}`}
          label="Rotación"
          unit="°"
          negative
          limit={limits && { field: 'rotateDegrees', range: limits.rotateDegrees }}
          value={text.rotateDegrees}
          disabled={readOnly}
          onCommit={(rotateDegrees) => dispatch({ type: 'rotated', id: text.id, rotateDegrees })}
        />
      </div>
      <Field label="Comentarios">
        <DraftTextarea key={text.id} value={text.comments} disabled={readOnly} onCommit={(comments) => dispatch({ type: 'textEdited', id: text.id, fields: { comments } })} />
      </Field>
      {insights.estimate && <EmbroideryEstimateCard estimate={insights.estimate} />}
      <DecorationWarnings warnings={insights.warnings} />
      <DecorationActions decoration={text} dispatch={dispatch} readOnly={readOnly} />
    </PanelFrame>
  );
}
