/** /account/sign-in#token=…: a returning visitor's e-mailed link (see account/CompleteSignIn.tsx). */
import { CompleteSignIn } from '../../account/CompleteSignIn.tsx';

export default function AccountSignInPage() {
  return <CompleteSignIn purpose="sign-in" />;
}
