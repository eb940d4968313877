// The payments feature: record a payment to a member, the latest payments, and voiding one.
export { PaymentForm } from './components/PaymentForm';
export { RecentPayments } from './components/RecentPayments';
export { VoidPaymentForm } from './components/VoidPaymentForm';
export { useRecentPayments } from './hooks/useRecentPayments';
