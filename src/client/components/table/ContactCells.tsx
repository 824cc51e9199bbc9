/** A person's e-mail (a mail link) and phone ('—' when none) as two cells of an admin table row. */
export function ContactCells({ email, phone }: { email: string; phone: string | null }) {
  return (
    <>
      <td>
        <a href={`mailto:${email}`}>{email}</a>
      </td>
      <td>{phone ?? '—'}</td>
    </>
  );
}
