/**
 * /showings: the visitor's showing list (from browser storage) and, when it has properties, the
 * tour planner (route, free times, booking) and the plain appointment form. After booking, the list is cleared and the visitor gets the visiting-list
 * link and a calendar file.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { TAppointmentCreated } from '#shared/schemas/showings.schema.ts';
import { AppointmentBooked } from '../../components/showings/AppointmentBooked.tsx';
import { AppointmentForm } from '../../components/showings/AppointmentForm.tsx';
import { ShowingListTable } from '../../components/showings/ShowingListTable.tsx';
import { TourPlanner } from '../../components/tours/TourPlanner.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { useSiteSettings } from '../../hooks/use-site-settings.ts';
import { useShowingList } from '../../showings/showing-list.ts';
import { PageHeader } from '../../components/layout/PageHeader.tsx';
import '../../components/forms/forms.css';
import '../../components/showings/showings.css';

type Booking = TAppointmentCreated & { addresses: string[]; tourMinutes?: number };

export default function ShowingsPage() {
  const { entries, remove, clear } = useShowingList();
  const settings = useSiteSettings();
  const toast = useToast();
  const [booking, setBooking] = useState<Booking | null>(null);
  // A tour and a plain appointment end the same way: the list is cleared and the booking shown.
  const onBooked = (booked: Booking) => {
    clear();
    setBooking(booked);
    toast.success('Done', booked.message);
  };

  return (
    <div className="page">
      <PageHeader title="Showings" lead="The homes you would like to visit. Book one appointment to see them all." />
      <div className="container page-body showings-layout">
        {booking ? <AppointmentBooked booking={booking} agentName={settings?.agent_name} /> : null}

        {entries.length === 0 ? (
          booking ? null : (
            <div className="empty-state">
              <p>There is no property in your showing list yet.</p>
              <Link to="/estate/$locationName" params={{ locationName: 'toronto' }} className="btn btn--accent">
                ADD NOW
              </Link>
            </div>
          )
        ) : (
          <>
            <section aria-labelledby="showing-list-title">
              <h2 id="showing-list-title" className="form-card__title">
                Your showing list ({entries.length})
              </h2>
              <ShowingListTable entries={entries} onRemove={remove} />
            </section>
            <TourPlanner entries={entries} onBooked={onBooked} />
            <section className="form-card panel">
              <AppointmentForm entries={entries} onBooked={onBooked} />
            </section>
          </>
        )}
      </div>
    </div>
  );
}
