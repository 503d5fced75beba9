import type { ReactNode } from 'react';
import { stageName, stageTone } from '../domain/stages';
import { cx } from './cx';

export type BadgeTone = 'green' | 'yellow' | 'red' | 'gray' | 'primary';

const TONES: Record<BadgeTone, string> = {
  green: 'ui:bg-green-50 ui:text-green-700 ui:ring-green-600/20',
  yellow: 'ui:bg-yellow-50 ui:text-yellow-800 ui:ring-yellow-600/20',
  red: 'ui:bg-red-50 ui:text-red-700 ui:ring-red-600/10',
  gray: 'ui:bg-gray-50 ui:text-gray-600 ui:ring-gray-500/10',
  primary: 'ui:bg-primary-50 ui:text-primary-700 ui:ring-primary-700/10',
};

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'gray', children, className }: BadgeProps) {
  return (
    <span
      className={cx(
        'ui:inline-flex ui:items-center ui:rounded-md ui:px-2 ui:py-1 ui:text-xs ui:font-medium ui:whitespace-nowrap ui:ring-1 ui:ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A sample's stage: its name in the stage's colour (shared/src/domain/stages.ts). */
export function StageBadge({ stage, className }: { stage: number; className?: string }) {
  return (
    <Badge tone={stageTone(stage)} className={className}>
      {stageName(stage)}
    </Badge>
  );
}
