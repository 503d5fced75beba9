import { useState } from 'react';
import { ApiError, useAuthDetails, useMutation } from '@muestrario/shared/api';
import type { StaffMember, TimelineEvent } from '@muestrario/shared/contract';
import { describeEvent, eventActorName, eventDetail, exactTime, mayChangeComment, relativeTime } from '@muestrario/shared/rules';
import { Button, Card, Field, LoadState, Spinner, Textarea } from '@muestrario/shared/ui';
import { postComment, useRefreshSample, useSampleEvents, useStaff } from './lifecycle/api';
import { CommentControls } from './CommentControls';
import { CardTitle } from './SampleDetails';

/** The '@name' being typed at the end of a comment, if any. */
export function mentionQuery(text: string): string | null {
  const m = /(?:^|\s)@([\w.-]*)$/.exec(text);
  return m ? (m[1] ?? '').toLowerCase() : null;
}

/** Staff whose username or name starts with what is typed after '@' (at most five). */
export function mentionSuggestions(staff: readonly StaffMember[], query: string): StaffMember[] {
  const q = query.normalize('NFD').replace(/\p{M}/gu, '');
  return staff
    .filter((s) => [s.username, s.firstName, s.lastName].some((v) => v.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().startsWith(q)))
    .slice(0, 5);
}

function Entry({ event, last, now, userId, onChanged }: { event: TimelineEvent; last: boolean; now: Date; userId: number | undefined; onChanged: () => Promise<unknown> }) {
  const who = eventActorName(event);
  const detail = eventDetail(event);
  const comment = event.kind === 'comment_added' ? event.comment : undefined;
  const ownComment =
    comment && userId !== undefined && mayChangeComment({ authorId: comment.author.id, createdAt: comment.createdAt, deleted: comment.deleted }, userId, now);
  return (
    <li className="ms:relative ms:flex ms:gap-3">
      {!last && <span aria-hidden="true" className="ms:absolute ms:top-5 ms:left-[0.3125rem] ms:h-full ms:w-px ms:bg-gray-200" />}
      <span
        aria-hidden="true"
        className={`ms:mt-1.5 ms:size-2.5 ms:shrink-0 ms:rounded-full ms:ring-4 ms:ring-white ${event.kind === 'comment_added' ? 'ms:bg-primary-400' : 'ms:bg-gray-300'}`}
      />
      <div className="ms:min-w-0 ms:flex-1 ms:text-sm ms:text-gray-600">
        <p>
          <span className="ms:font-medium ms:text-gray-900">{who}</span> {describeEvent(event)}
        </p>
        {detail && <p className="ms:mt-1 ms:whitespace-pre-line ms:break-words ms:text-gray-800">{detail}</p>}
        <time dateTime={event.at} title={exactTime(event.at)} className="ms:block ms:text-xs ms:text-gray-500">
          {relativeTime(event.at, now)}
          {comment?.editedAt && !comment.deleted && <span title={exactTime(comment.editedAt)}> · editado</span>}
        </time>
        {ownComment && comment && <CommentControls key={comment.editedAt ?? comment.createdAt} comment={comment} onChanged={onChanged} />}
      </div>
    </li>
  );
}

/** 'Actividad': the sample's timeline from the server (oldest first, paged) and the comment box with @mentions. */
export function Activity({ sampleId }: { sampleId: number }) {
  const [pages, setPages] = useState(1);
  const { data, error, mutate } = useSampleEvents(sampleId, pages);
  const { data: user } = useAuthDetails();
  const refresh = useRefreshSample(sampleId);
  const now = new Date();
  return (
    <Card role="region" aria-labelledby="review-activity" className="ms:print:hidden">
      <CardTitle id="review-activity">Actividad</CardTitle>
      <LoadState
        data={data}
        error={error}
        onRetry={() => void mutate()}
        failedTitle="No se pudo cargar la actividad."
        loadingLabel="Cargando la actividad"
        loading={<Spinner label="Cargando la actividad" />}
      >
        {(timeline) => (
          <>
            <ol className="ms:space-y-4">
              {timeline.items.map((event, i) => (
                <Entry key={event.id} event={event} last={i === timeline.items.length - 1} now={now} userId={user?.id} onChanged={refresh} />
              ))}
            </ol>
            {timeline.next !== null && (
              <Button variant="secondary" size="sm" className="ms:mt-4" onClick={() => setPages((p) => p + 1)}>
                Ver más actividad
              </Button>
            )}
          </>
        )}
      </LoadState>
      <CommentBox sampleId={sampleId} />
    </Card>
  );
}

function CommentBox({ sampleId }: { sampleId: number }) {
  const [text, setText] = useState('');
  const refresh = useRefreshSample(sampleId);
  const { data: staff } = useStaff();
  const query = mentionQuery(text);
  const suggestions = query !== null && staff ? mentionSuggestions(staff, query) : [];
  const posting = useMutation(async (body: string) => {
    await postComment(sampleId, body);
    setText('');
    await refresh();
  });
  const sending = posting.isMutating;
  const error = posting.error === undefined ? null : posting.error instanceof ApiError ? posting.error.message : 'No se pudo enviar el comentario.';

  const submit = async () => {
    if (!text.trim() || sending) return;
    await posting.trigger(text);
  };

  return (
    <form
      className="ms:mt-6"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field label="Comentario" hideLabel error={error} hint="Escribe @ para mencionar a alguien del equipo.">
        <Textarea rows={3} placeholder="Escribe un comentario..." value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
      </Field>
      {suggestions.length > 0 && (
        <ul aria-label="Personas para mencionar" className="ms:mt-1 ms:rounded-md ms:border ms:border-gray-200 ms:bg-white ms:text-sm ms:shadow-sm">
          {suggestions.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="ms:w-full ms:cursor-pointer ms:px-3 ms:py-1.5 ms:text-left ms:hover:bg-gray-50"
                onClick={() => setText((t) => `${t.replace(/@[\w.-]*$/, `@${s.username}`)} `)}
              >
                @{s.username} · {s.firstName} {s.lastName}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="ms:mt-3 ms:flex ms:justify-end">
        <Button type="submit" variant="secondary" size="sm" disabled={sending || !text.trim()}>
          Comentar
        </Button>
      </div>
    </form>
  );
}
