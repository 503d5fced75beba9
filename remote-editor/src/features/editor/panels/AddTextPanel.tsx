import { useState } from 'react';
import { ApiError, createText } from '@muestrario/shared/api';
import { DEFAULT_TEXT_COLOR, DEFAULT_TEXT_FONT, DEFAULT_TEXT_HEIGHT_CM, FONTS, TEXT_MAX_CHARS, TEXT_MAX_HINT, type FontName } from '@muestrario/shared/domain';
import { Button, Field, Select, TextInput, useToast } from '@muestrario/shared/ui';
import { currentView, MODES, sizeForHeight, textFromApi, type EditorAction, type EditorState } from '../../../model';
import { measureTextRatio } from '../fonts';
import { ColorField } from './ColorField';
import { PanelFrame } from './PanelFrame';

export const FONT_OPTIONS = FONTS.map((f) => ({ value: f, label: f }));

/** Mode 3: a text of at most 15 characters, font and colour; added centred on the current view. */
export function AddTextPanel({ sampleId, state, dispatch }: { sampleId: number; state: EditorState; dispatch: (a: EditorAction) => void }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [font, setFont] = useState<FontName>(DEFAULT_TEXT_FONT);
  const [color, setColor] = useState(DEFAULT_TEXT_COLOR);
  const [busy, setBusy] = useState(false);
  const view = currentView(state);

  const add = async () => {
    if (!view || !text.trim()) return;
    setBusy(true);
    try {
      const ratio = await measureTextRatio(text, font);
      const size = sizeForHeight(DEFAULT_TEXT_HEIGHT_CM, ratio, view.widthCm);
      const created = await createText(sampleId, view.id, { text, font, color, heightCm: size.heightCm, widthCm: size.widthCm });
      dispatch({ type: 'added', decoration: textFromApi(created) });
    } catch (error) {
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : 'No se pudo agregar el texto. Inténtalo de nuevo.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PanelFrame mode={MODES.addText} onBack={() => dispatch({ type: 'backToMenu' })}>
      <form
        className="ed:flex ed:flex-col ed:gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Field label="Texto" hint={TEXT_MAX_HINT}>
          <TextInput value={text} maxLength={TEXT_MAX_CHARS} onChange={(e) => setText(e.target.value.slice(0, TEXT_MAX_CHARS))} />
        </Field>
        <Field label="Fuente">
          <Select options={FONT_OPTIONS} value={font} onChange={(e) => setFont(e.target.value as FontName)} />
        </Field>
        <ColorField label="Color del texto" value={color} onCommit={setColor} />
        <Button type="submit" disabled={!text.trim() || busy || state.readOnly} loading={busy}>
          Agregar texto
        </Button>
      </form>
    </PanelFrame>
  );
}
