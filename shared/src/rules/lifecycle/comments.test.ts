import { commentEditMsLeft, mayChangeComment } from './comments';

const posted = '2026-11-20T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(posted) + minutes * 60_000);

describe('comment edit window', () => {
  it('lets the author change their comment for 10 minutes, and nobody else', () => {
    const comment = { authorId: 3, createdAt: posted, deleted: false };
    expect([0, 5, 10, 10.01].map((m) => mayChangeComment(comment, 3, at(m)))).toEqual([true, true, true, false]);
    expect(mayChangeComment(comment, 4, at(1))).toBe(false);
    expect(mayChangeComment({ ...comment, deleted: true }, 3, at(1))).toBe(false);
  });

  it('tells how long is left', () => {
    expect(commentEditMsLeft(posted, at(4))).toBe(6 * 60_000);
    expect(commentEditMsLeft(posted, at(12))).toBe(0);
  });
});
