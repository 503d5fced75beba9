export { cx } from './cx';
export { Spinner, type SpinnerProps } from './Spinner';
export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { Badge, StageBadge, type BadgeProps, type BadgeTone } from './Badge';
export { Avatar, type AvatarProps } from './Avatar';
export { Card, type CardProps } from './Card';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { ErrorAlert } from './Alert';
export { UnderConstruction, NotFoundPage } from './UnderConstruction';
export { lazyScreen, ScreenLoading } from './lazy';
export {
  StandaloneShell,
  RemoteRoutes,
  standaloneRoutes,
  loadStandaloneConfig,
  type StandaloneOptions,
  type StandaloneShellProps,
} from './StandaloneShell';
