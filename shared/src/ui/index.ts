// @portal/shared/ui — the portal's UI kit: the components every remote and the shell use, with their CSS.
// A shared look goes here, not in a remote. It imports no data layer, validation or i18n catalogue:
// texts come from the caller, so the landing page can use it.
// Shipped with @portal/shared, which the shell loads at start-up (see there): the same module here.
export { Banner, type BannerProps, type BannerTone } from '@portal/shared';
export { Button, ButtonRow, type ButtonProps, type ButtonRowProps, type ButtonVariant, type ButtonSize } from './Button';
export { Card, type CardProps } from './Card';
export { Chip, ChipGroup, type ChipProps, type ChipGroupProps } from './Chip';
export { DetailRow, type DetailRowProps } from './DetailRow';
export { Dialog, type DialogProps } from './Dialog';
export { Feedback, type FeedbackKind, type FeedbackProps } from './Feedback';
export type { FieldOwnProps, FieldSize } from './Field';
export { Input, type InputProps } from './Input';
export { PageFrame, type PageFrameProps } from './PageFrame';
export { PickButton, type PickButtonProps } from './PickButton';
export { RoundBadge, type RoundBadgeProps } from './RoundBadge';
export { SelectField, type SelectFieldProps } from './SelectField';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Status, type StatusKind, type StatusProps } from './Status';
export { TabBar, type TabBarItem, type TabBarProps } from './TabBar';
export { DataTable, Table, tableCell, type DataTableColumn, type DataTableProps, type TableProps } from './Table';
export { TableHead, type TableHeadColumn, type TableHeadProps } from './TableHead';
export { TableScroller, type TableScrollerProps } from './TableScroller';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { TextField, type TextFieldProps } from './TextField';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden';
export { FOCUSABLE, keepFocusInside } from './focus/keepFocusInside';
export { useKeepFocusInside } from './focus/useKeepFocusInside';
export { cx } from './cx';
