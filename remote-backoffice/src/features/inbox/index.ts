// The inbox feature: the contact form's messages and the mail outbox, each with its filters and actions.
export { ContactMessages } from './components/ContactMessages';
export { InboxParts, type InboxPart } from './components/InboxParts';
export { MailOutbox } from './components/MailOutbox';
