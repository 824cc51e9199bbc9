/**
 * Shown once an appointment is booked: the confirmation, the link to the visiting list and the
 * calendar file. Focus moves here so keyboard and screen-reader users land on the outcome.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { APPOINTMENT_CREATED, type TAppointmentCreated } from '#shared/schemas/showings.schema.ts';
import { buildAppointmentIcs } from '../../showings/appointment-ics.ts';
import { formatShowingTime } from '../../showings/showing-time.ts';

interface AppointmentBookedProps {
  /** A planned tour also says how long it is (its calendar event has that length). */
  booking: TAppointmentCreated & { addresses: string[]; tourMinutes?: number };
  agentName?: string | null;
}

export function AppointmentBooked({ booking, agentName }: AppointmentBookedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const visitingListUrl = `${window.location.origin}/showings/${booking.urlCode}`;
  const ics = useMemo(
    () =>
      booking.appointment
        ? buildAppointmentIcs({
            urlCode: booking.urlCode,
            appointment: booking.appointment,
            addresses: booking.addresses,
            visitingListUrl,
            agentName,
            ...(booking.tourMinutes ? { minutes: booking.tourMinutes } : {}),
          })
        : null,
    [booking, visitingListUrl, agentName],
  );
  // A data: URL needs no cleanup, unlike an object URL, and the file is small.
  const icsUrl = ics ? `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}` : null;
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="booked" aria-labelledby="booked-title">
      <h2 id="booked-title" ref={headingRef} tabIndex={-1} className="booked__title">
        {APPOINTMENT_CREATED}
      </h2>
      <p>
        {booking.appointment ? `You asked for ${formatShowingTime(booking.appointment)} (Toronto time). ` : 'We will suggest a time that suits you. '}
        We will confirm the visiting time of each home; your visiting list always shows the latest plan. A confirmation is on its way to your inbox.
      </p>
      <div className="booked__actions cluster">
        <Link to="/showings/$id" params={{ id: booking.urlCode }} className="btn btn--primary">
          Open your visiting list
        </Link>
        {icsUrl ? (
          <a href={icsUrl} download={`showing-${booking.urlCode}.ics`} className="btn btn--ghost">
            Add to calendar (.ics)
          </a>
        ) : null}
      </div>
      <p className="booked__code">
        Keep this link: <a href={`/showings/${booking.urlCode}`}>{visitingListUrl}</a>
      </p>
    </section>
  );
}
