import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function ShowingsPage() {
  return <PagePlaceholder title="Showings" lead="The properties you have chosen to visit, and a form to book the appointment." />;
}
