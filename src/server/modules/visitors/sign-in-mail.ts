/**
 * The e-mails with a sign-in link. A known address gets "Sign in"; an unknown one gets "Finish
 * creating your account" (the sign-up form). Both are one mail of the same kind through the same
 * outbox, so nothing but the mailbox's owner learns whether an account exists. The link carries
 * the token in its fragment (#token=…): browsers never send a fragment to a server, so it cannot
 * end up in access logs or a Referer; and the page it opens completes sign-in only on a POST the
 * visitor's click sends, so link scanners that fetch (or even render) it sign nobody in.
 */
import { renderSimpleMail } from '#server/mail/simple-mail.ts';

export const SIGN_IN_LINK_KIND = 'visitor.sign-in-link';

export interface SignInMailInput {
  isKnown: boolean;
  name: string | null;
  /** The link with the token placeholder in it (link-tokens.ts), filled when the mail is sent. */
  url: string;
  ttlMinutes: number;
  signature: string[];
}

export function renderSignInMail(input: SignInMailInput): { subject: string; html: string; text: string } {
  const subject = input.isKnown ? 'Your sign-in link' : 'Finish creating your account';
  const body = input.isKnown
    ? `Use the link below to sign in. It works once, for ${input.ttlMinutes} minutes.`
    : `Someone (we hope you) asked to create an account with this e-mail address. Use the link below to finish signing up. It works once, for ${input.ttlMinutes} minutes.`;
  const mail = renderSimpleMail({
    greeting: input.isKnown && input.name ? `Hi ${input.name},` : 'Hello,',
    body: `${body}\n\nIf you did not ask for this e-mail, you can ignore it: nothing happens without the link.`,
    link: { label: input.isKnown ? 'Sign in' : 'Finish signing up', url: input.url },
    signature: input.signature,
  });
  return { subject, ...mail };
}
