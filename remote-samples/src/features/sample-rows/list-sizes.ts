/** Rows asked per page: about one screen and a half of the table at 1440×900 (issue 20). */
export const ROWS_PER_PAGE = 25;

/**
 * Up to this many loaded rows are all in the page (small lists stay simple: find-in-page sees every
 * row); past it only the rows near the viewport are (windowed rows, docs/decisions.md).
 */
export const WINDOWED_AFTER = ROWS_PER_PAGE * 2;
