import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { config } from '../../config';
import { resetPasswordEmail } from '../../domain/users/reset-email';
import { encodeResetToken } from '../../domain/users/reset-token';

/**
 * Cognito custom-message trigger: turns the forgot-password code into a /reset-password?token= link.
 * Cognito substitutes its `{####}` placeholder with the code after this returns.
 */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  if (event.triggerSource === 'CustomMessage_ForgotPassword') {
    const email = event.request.userAttributes.email ?? event.userName;
    const link = `${config.appUrl}/reset-password?token=${encodeResetToken(email, event.request.codeParameter)}`;
    const message = resetPasswordEmail(event.request.userAttributes.name, link);
    event.response.emailSubject = message.subject;
    event.response.emailMessage = message.html;
  }
  return event;
};
