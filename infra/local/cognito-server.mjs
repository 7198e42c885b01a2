// cognito-local in its own process. It keeps its config and users under `<cwd>/.cognito`, so the parent
// starts this file with cwd = <dataDir>/cognito. Plain JavaScript: it only wires cognito-local's own modules.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pino = require('pino');
const { createDefaultServer } = require('cognito-local');
const { ConsoleMessageSender } = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');

// cognito-local "delivers" e-mail by printing a box to its console. The message it hands over is final (the
// custom-message trigger already applied), and it carries the generated code as __code, so hand it to the
// parent, which writes the local outbox: the same mail Cognito would send in AWS. The API call answers only
// after the parent confirms the write, so a test can read the outbox as soon as forgot-password returns.
const pendingMails = new Map();
let mailId = 0;
process.on('message', (message) => {
  if (message?.type === 'mail-written') {
    pendingMails.get(message.id)?.();
    pendingMails.delete(message.id);
  }
});
ConsoleMessageSender.prototype.sendEmail = (_ctx, _user, destination, message) =>
  new Promise((resolve) => {
    mailId += 1;
    pendingMails.set(mailId, resolve);
    process.send({
      type: 'mail',
      id: mailId,
      mail: {
        to: destination,
        subject: message.emailSubject,
        html: message.emailMessage,
        code: message.__code,
      },
    });
  });

// Never outlive the parent: the IPC channel closes when it exits, however it exits.
process.on('disconnect', () => process.exit(0));

const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'error' });
const server = await createDefaultServer(logger);
const httpServer = await server.start();
process.send?.({ type: 'ready', port: httpServer.address().port });
