/** /account/sign-up#token=…: a new visitor's e-mailed link, with the sign-up form (see account/CompleteSignIn.tsx). */
import { CompleteSignIn } from '../../account/CompleteSignIn.tsx';

export default function AccountSignUpPage() {
  return <CompleteSignIn purpose="sign-up" />;
}
