import { COMMENT_EDIT_WINDOW_MS } from '../../domain/lifecycle';

/** What deciding on a comment needs: its author, when it was posted and whether it is gone. */
export interface CommentFacts {
  authorId: number;
  createdAt: string;
  deleted: boolean;
}

/**
 * Whether `userId` may still edit or delete the comment: their own, not deleted, posted within the last
 * COMMENT_EDIT_WINDOW_MS (the server answers 403 for another's and 409 after the window).
 */
export function mayChangeComment(comment: CommentFacts, userId: number, now: Date): boolean {
  return !comment.deleted && comment.authorId === userId && now.getTime() - Date.parse(comment.createdAt) <= COMMENT_EDIT_WINDOW_MS;
}

/** Milliseconds left to edit the comment (0 once the window closed): the screen re-renders then. */
export function commentEditMsLeft(createdAt: string, now: Date): number {
  return Math.max(0, Date.parse(createdAt) + COMMENT_EDIT_WINDOW_MS - now.getTime());
}
