import type { SampleListItem, SampleListPage } from '../../src/contract';
import type { UserRole } from '../../src/domain';
import { matchesSampleSearch, parseStageFilter, pendingFilterFor } from '../../src/rules';
import { answer } from './handlers';

/**
 * GET /api/dashboard/samples as the server answers it, over a fixed list (kept in the server's order):
 * no parameter → the whole list; with parameters → one page, searched (the shared fold) and filtered by
 * stage, the cursor being the index of the next row; `mine` and `pending` for the signed-in `user` (by
 * default the demo seller, id 1) through the same shared rule the server applies.
 */
export function samplesListAnswer(samples: readonly SampleListItem[], request: Request, user: { id: number; role: UserRole } = { id: 1, role: 'seller' }): Response {
  const url = new URL(request.url);
  if ([...url.searchParams.keys()].length === 0) return answer(200, samples);
  const q = url.searchParams.get('q') ?? '';
  const stageText = url.searchParams.get('stage');
  let stages = stageText === null ? null : parseStageFilter(stageText);
  if (stages === undefined) return answer(400, { message: 'El parámetro «stage» no es válido.' });
  let mine = url.searchParams.get('mine') === 'true';
  if (url.searchParams.get('pending') === 'true') {
    const pending = pendingFilterFor(user);
    stages = [...pending.stages];
    mine = pending.mine;
  }
  const matching = samples.filter(
    (s) => matchesSampleSearch(s, q) && (stages === null || stages.includes(s.sampleStage)) && (!mine || s.ownerId === user.id),
  );
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const items = matching.slice(start, start + limit);
  const page: SampleListPage = { items, total: matching.length, nextCursor: start + limit < matching.length ? String(start + limit) : null };
  return answer(200, page);
}
