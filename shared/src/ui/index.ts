export { cx } from './cx';
export { Spinner, type SpinnerProps } from './Spinner';
export { LoadingBlock } from './LoadingBlock';
export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { Badge, StageBadge, type BadgeProps, type BadgeTone } from './Badge';
export { Avatar, type AvatarProps } from './Avatar';
export { Card, type CardProps } from './Card';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { ErrorAlert } from './Alert';
export { LoadFailed, LoadState, type LoadFailedProps, type LoadStateProps } from './LoadState';
export { DecorationWarnings, EmbroideryEstimateCard } from './DecorationInsights';
export { ErrorCard, RetryButton, type ErrorCardProps } from './ErrorCard';
export { UnderConstruction, NotFoundPage } from './UnderConstruction';
export { RefusalPage } from './Refusal';
export { SampleUnavailable, sampleNotFound } from './SampleUnavailable';
export { useMediaQuery } from './useMediaQuery';
export { lazyScreen, preloadData, preloadRoutes, preloadScreen, ScreenLoading, type LazyScreenComponent, type PreloadHandle } from './lazy';
export { Field, useFieldControl, type FieldProps, type FieldControl } from './Field';
export { TextInput, type TextInputProps } from './TextInput';
export { NumberInput, type NumberInputProps } from './NumberInput';
export { Textarea, type TextareaProps } from './Textarea';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Combobox, type ComboboxProps } from './Combobox';
export { FileDrop, type FileDropProps } from './FileDrop';
export { fileRejectionMessage } from './file-drop-messages';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './Tabs';
export { Dialog, DialogClose, type DialogProps } from './Dialog';
export { ToastProvider, useToast, type ToastApi, type ToastTone } from './Toast';
export { SignInForm, type SignInFormProps } from './SignInForm';
export {
  StandaloneShell,
  RemoteRoutes,
  standaloneRoutes,
  loadStandaloneConfig,
  type StandaloneOptions,
  type StandaloneShellProps,
} from './StandaloneShell';
export { APP_TITLE, pageTitle, usePageTitle } from './usePageTitle';
export { useWarnBeforeUnload } from './useWarnBeforeUnload';
export { useForm, type Form, type FormOptions } from './useForm';
export { withoutErrors, isDirty, type FormErrors } from './form-state';
export { useDebouncedValue } from './useDebouncedValue';
export { useSearchText } from './useSearchText';
export { DataTable, type DataColumn, type DataTableProps, type DataTableSort } from './DataTable';
export { Pagination } from './Pagination';
export { PagedTable, type PagedTableProps, type ServerPage } from './PagedTable';
export { pageRangeText, lastPage } from './paging';
export { SearchBox } from './SearchBox';
export { parseListParams, listParamsToSearch, nextSort, isFilteredList, LIST_PARAM_NAMES, type ListParams, type SortDirection } from './list-params';
export { useListParams, type ListParamsApi } from './useListParams';
export { FabricPiece, fabricName } from './FabricPiece';
export { FONT_CSS } from './fonts';
