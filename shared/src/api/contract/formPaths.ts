/**
 * The paths a page posts to natively, as a form's `action`, when its script is not running: the page
 * renders them before any schema is loaded, so they are declared here, free of zod, and the contracts
 * take them from here.
 */
export const CONTACT_FORM_PATH = '/contact';
