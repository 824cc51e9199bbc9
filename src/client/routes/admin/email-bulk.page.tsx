/**
 * Bulk mail to one group: its recipients (any can be left out of this send), a template choice
 * and the send form. The page reloads its data 1500 ms after a successful send (admin spec,
 * section 4) while the campaign's progress stays in view.
 */
import { useEffect, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BULK_RELOAD_DELAY_MS, MAIL_TEMPLATES } from '#shared/schemas/email.schema.ts';
import { CampaignComposer } from '../../components/email/CampaignComposer.tsx';
import { useSentCampaigns } from '../../components/email/CampaignProgress.tsx';
import { RecipientList, useExcludedContacts } from '../../components/email/RecipientList.tsx';
import { useTRPC } from '../../trpc.ts';
import { QueryView } from '../../components/admin/lists/QueryView.tsx';
import { AdminPageHeader } from '../../components/admin/page/AdminPageHeader.tsx';
import { BackToEmailList } from '../../components/email/BackToEmailList.tsx';
import '../../components/forms/forms.css';
import '../../components/email/email.css';

const route = getRouteApi('/_admin/admin/email-list/bulk/$group_type');

export default function EmailBulkPage() {
  const { group_type: groupType } = route.useParams();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { excluded, toggle, restoreAll } = useExcludedContacts();
  const sent = useSentCampaigns();
  const [generation, setGeneration] = useState(0);
  const [reloadAt, setReloadAt] = useState<number | null>(null);
  const members = useQuery(trpc.email.groupContacts.queryOptions({ group: groupType }, { staleTime: 0 }));

  useEffect(() => {
    if (reloadAt === null) return undefined;
    const timer = setTimeout(() => {
      setReloadAt(null);
      // The recipients the agent took out stay out after the reload (Restore all brings them back):
      // a second send must not reach someone removed from the first.
      setGeneration((value) => value + 1);
      void queryClient.invalidateQueries({ queryKey: trpc.email.groupContacts.queryKey({ group: groupType }) });
    }, BULK_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reloadAt, queryClient, trpc, groupType]);

  return (
    <div className="admin-page">
      <AdminPageHeader title="Bulk Mail" subtitle={`Group: ${groupType}`}>
        <BackToEmailList />
      </AdminPageHeader>
      {sent.progress}
      <QueryView query={members} failed={(error) => (error.data?.httpStatus === 404 ? `There is no group named ${groupType}.` : 'Something went wrong.')}>
        {(data) => (
          <CampaignComposer
            key={generation}
            templates={MAIL_TEMPLATES}
            contacts={data.contacts}
            excluded={excluded}
            groupType={data.group.group_type}
            onSent={(result) => {
              sent.add(result.campaign_id);
              setReloadAt(Date.now());
            }}
            recipients={<RecipientList contacts={data.contacts} excluded={excluded} onToggle={toggle} onRestoreAll={restoreAll} />}
          />
        )}
      </QueryView>
    </div>
  );
}
