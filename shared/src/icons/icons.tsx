// Moved to the UI kit (@portal/shared/ui); kept here until no app imports it from @portal/shared.
export * from '../ui/icons';
