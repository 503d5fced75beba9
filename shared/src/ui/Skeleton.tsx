import { cx } from './cx';

export interface SkeletonProps {
  /** 'line' is a text line (give it a width), 'circle' an avatar-sized dot. */
  shape?: 'line' | 'circle';
  /**
   * Width or margin classes only: never a property the shape already sets (height, radius), because
   * the app's own sheet and the ui sheet may load in either order.
   */
  className?: string;
}

const SHAPES = { line: 'ui:h-4 ui:rounded', circle: 'ui:size-10 ui:shrink-0 ui:rounded-full' } as const;

/** A grey pulsing block standing for content that is loading. Hidden from screen readers. */
export function Skeleton({ shape = 'line', className }: SkeletonProps) {
  return <span aria-hidden="true" className={cx('ui:block ui:animate-pulse ui:bg-gray-200', SHAPES[shape], className)} />;
}
