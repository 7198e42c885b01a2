import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../../config';

const ses = new SESv2Client({});

/**
 * The product's own e-mails through SES (v2 API). Locally AWS_ENDPOINT_URL_SESV2 points the same client at a
 * stand-in that drops every mail into the outbox folder.
 */
export const mailer = {
  async send(mail: { to: string; subject: string; html: string; text: string }): Promise<void> {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: config.mailFrom,
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: {
              Html: { Data: mail.html, Charset: 'UTF-8' },
              Text: { Data: mail.text, Charset: 'UTF-8' },
            },
          },
        },
      }),
    );
  },
};
