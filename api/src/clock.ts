// The portal's calendar lives in @portal/shared, where the screens use it too.
export { addDays, indiaDate, INDIA_TIME_ZONE } from '@portal/shared/validation';
