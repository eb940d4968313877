// Moved to the UI kit (@portal/shared/ui, with its look); kept here, without a stylesheet, until no app
// imports it from @portal/shared.
export { ScrollBox as TableScroller, type ScrollBoxProps as TableScrollerProps } from '../ui/ScrollBox';
