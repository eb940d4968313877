// The portal's calendar lives in @portal/shared, where the screens use it too.
export { addDays, indiaDate } from '@portal/shared/validation';
