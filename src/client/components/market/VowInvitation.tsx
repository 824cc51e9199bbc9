import { SIGN_IN_PATH } from '../../vow/use-vow-access.ts';

/** What an anonymous visitor sees where sold figures would be: the board lets us show them only after sign-in. */
export function VowInvitation({ what }: { what: string }) {
  return (
    <aside className="market-invite" aria-labelledby="market-invite-heading">
      <h2 id="market-invite-heading">Sign in to see sold prices and history</h2>
      <p>{what} are shown to registered visitors who accept the board's terms of use. It is free and takes a minute.</p>
      <a className="btn btn--primary" href={SIGN_IN_PATH}>
        Sign in to see sold prices and history
      </a>
    </aside>
  );
}
