import { Type, type Static } from '@sinclair/typebox';
import {
  SAMPLE_LIST_CURSOR_MAX_CHARS,
  SAMPLE_LIST_LIMIT,
  SAMPLE_LIST_SORTS,
  SAMPLE_SEARCH_MAX_CHARS,
} from '../domain/sample-list';
import { PlainText } from './common';
import { literalUnion } from './literal-union';
import { SampleList, SampleListItem } from './samples';

/**
 * Query of GET /dashboard/samples (issue 20). Sent with no parameter at all, the endpoint answers the
 * whole list as docs/requirements.md §7 defines it; with any of these it answers one page.
 * `stage` is one stage code or several separated by commas; the server checks it (and the cursor)
 * itself, to answer a precise Spanish 400.
 */
export const SampleListQuery = Type.Object(
  {
    q: Type.Optional(PlainText(SAMPLE_SEARCH_MAX_CHARS)),
    stage: Type.Optional(PlainText(32)),
    mine: Type.Optional(Type.Boolean()),
    /** The signed-in user's 'Muestras pendientes' (by role: see pendingFilterFor); not combined with stage or mine. */
    pending: Type.Optional(Type.Boolean()),
    sort: Type.Optional(literalUnion(SAMPLE_LIST_SORTS)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SAMPLE_LIST_LIMIT.max })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: SAMPLE_LIST_CURSOR_MAX_CHARS, pattern: '^[A-Za-z0-9_-]+$' })),
  },
  { additionalProperties: false },
);
export type SampleListQuery = Static<typeof SampleListQuery>;

/** One page of the list: its rows, how many samples match in all, and the cursor of the next page (null at the end). */
export const SampleListPage = Type.Object({
  items: Type.Array(SampleListItem),
  total: Type.Integer({ minimum: 0 }),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type SampleListPage = Static<typeof SampleListPage>;

/** The answer: a page when the caller sent a parameter, the whole list otherwise. */
export const SampleListAnswer = Type.Union([SampleListPage, SampleList]);
