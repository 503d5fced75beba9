import { useEffect, useState } from 'react';
import { ApiError, deleteComment, editComment, useMutation } from '@muestrario/shared/api';
import type { Comment } from '@muestrario/shared/contract';
import { commentEditMsLeft } from '@muestrario/shared/rules';
import { Button, Field, Textarea } from '@muestrario/shared/ui';

const failed = (error: unknown) => (error instanceof ApiError ? error.message : 'No se pudo guardar el comentario. Inténtalo de nuevo.');

/** Re-renders once the comment's edit window closes, so its controls go away by themselves. */
function useEditWindow(createdAt: string): boolean {
  const [open, setOpen] = useState(() => commentEditMsLeft(createdAt, new Date()) > 0);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), commentEditMsLeft(createdAt, new Date()));
    return () => clearTimeout(timer);
  }, [createdAt]);
  return open;
}

/**
 * 'Editar' and 'Eliminar' under the signed-in author's own comment while it may still change (10 minutes,
 * issue 15); editing opens a form under it. The server re-checks author and window (403/409).
 */
export function CommentControls({ comment, onChanged }: { comment: Comment; onChanged: () => Promise<unknown> }) {
  const open = useEditWindow(comment.createdAt);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.body);
  const writing = useMutation(async (write: () => Promise<unknown>) => {
    await write();
    setEditing(false);
    await onChanged();
  });
  const busy = writing.isMutating;
  const error = writing.error === undefined ? null : failed(writing.error);
  if (!open && !editing) return null;

  const run = (write: () => Promise<unknown>) => writing.trigger(write);

  if (editing) {
    return (
      <form
        className="ms:mt-2 ms:space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) void run(() => editComment(comment.sampleId, comment.id, text));
        }}
      >
        <Field label="Editar comentario" hideLabel error={error}>
          <Textarea rows={3} value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} autoFocus />
        </Field>
        <div className="ms:flex ms:justify-end ms:gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              setEditing(false);
              setText(comment.body);
              writing.reset();
            }}
          >
            Cancelar
          </Button>
          <Button type="submit" size="sm" disabled={busy || !text.trim()}>
            Guardar
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="ms:mt-1">
      <div className="ms:flex ms:gap-3 ms:text-xs">
        <button type="button" className="ms:cursor-pointer ms:font-medium ms:text-primary-700 ms:hover:underline" aria-label="Editar comentario" onClick={() => setEditing(true)}>
          Editar
        </button>
        <button
          type="button"
          className="ms:cursor-pointer ms:font-medium ms:text-red-700 ms:hover:underline ms:disabled:opacity-50"
          aria-label="Eliminar comentario"
          disabled={busy}
          onClick={() => void run(() => deleteComment(comment.sampleId, comment.id))}
        >
          Eliminar
        </button>
      </div>
      {error && (
        <p role="alert" className="ms:mt-1 ms:text-xs ms:text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
