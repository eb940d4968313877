// The mail catcher: maildev in this process, catching every e-mail the API sends, with its web inbox and
// REST API (`/api/email`) on the web port. It can go down and come up again on the same ports (an SMTP
// outage), and keeps what it caught before.
import { MailDev } from 'maildev';
import { PORT_PROFILES } from './ports.mjs';

/**
 * A caught e-mail as maildev's REST API gives it.
 * @typedef {object} Mail
 * @property {string} id
 * @property {string} subject
 * @property {string} text
 * @property {string} [html]
 * @property {{ address: string }[]} to
 * @property {{ address: string }[]} [replyTo]
 * @property {Record<string, string>} [headers]
 * @property {string} [messageId]
 * @property {string} [source] Path of the raw .eml file (gone once the catcher has been down).
 */

/**
 * @typedef {object} MailCatcher
 * @property {string} smtpUrl
 * @property {string} webUrl The catcher's web server; its REST API under `/api`.
 * @property {string} inboxUrl The web inbox page: the root, where maildev's page gets the `<base>` its assets and socket are resolved against.
 * @property {() => Promise<Mail[]>} list Every mail caught since the catcher was started, across restarts.
 * @property {(address: string) => Promise<Mail[]>} to The mails to `address` (any case).
 * @property {() => Promise<void>} down Stops it, remembering what it caught; SMTP is refused until `up()`.
 * @property {() => Promise<void>} up Starts it again on the same ports.
 * @property {() => boolean} isUp
 * @property {() => Promise<void>} stop
 */

/**
 * Starts a mail catcher on 127.0.0.1 (by default on `npm start`'s ports).
 * @param {{ smtp?: number, web?: number }} [ports]
 * @returns {Promise<MailCatcher>}
 */
export async function startMailCatcher({ smtp = PORT_PROFILES.start.smtp, web = PORT_PROFILES.start.mailWeb } = {}) {
  /** @type {MailDev | undefined} */
  let maildev;
  /** @type {Mail[]} */
  const earlier = [];
  const webUrl = `http://127.0.0.1:${web}`;
  const fetchList = async () => /** @type {Mail[]} */ (await (await fetch(`${webUrl}/api/email`)).json());
  /** @type {MailCatcher} */
  const catcher = {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl,
    inboxUrl: `${webUrl}/`,
    async list() {
      return maildev ? [...earlier, ...(await fetchList())] : [...earlier];
    },
    async to(address) {
      const wanted = address.toLowerCase();
      return (await catcher.list()).filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === wanted));
    },
    async up() {
      if (maildev) return;
      const instance = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
      await instance.start();
      maildev = instance;
    },
    async down() {
      if (!maildev) return;
      earlier.push(...(await fetchList()));
      await catcher.stop();
    },
    isUp: () => Boolean(maildev),
    async stop() {
      const instance = maildev;
      maildev = undefined;
      await instance?.stop();
    },
  };
  await catcher.up();
  return catcher;
}
