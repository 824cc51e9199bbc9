/**
 * Compose mail: pick a template (reply, thanks, test or Custom) and a group, view and prune the
 * recipients, write the mail while its exact preview follows, and Send Now; the campaign's
 * progress then shows at the top.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COMPOSE_TEMPLATES } from '#shared/schemas/email.schema.ts';
import { CampaignComposer } from '../../components/email/CampaignComposer.tsx';
import { useSentCampaigns } from '../../components/email/CampaignProgress.tsx';
import { GroupSelect } from '../../components/email/GroupSelect.tsx';
import { RecipientList, useExcludedContacts } from '../../components/email/RecipientList.tsx';
import { useTRPC } from '../../trpc.ts';
import { AdminPageHeader } from '../../components/admin/page/AdminPageHeader.tsx';
import { BackToEmailList } from '../../components/email/BackToEmailList.tsx';
import '../../components/forms/forms.css';
import '../../components/email/email.css';

export default function EmailSendPage() {
  const trpc = useTRPC();
  const [group, setGroup] = useState('');
  const { excluded, toggle, restoreAll } = useExcludedContacts();
  const sent = useSentCampaigns();
  const groups = useQuery(trpc.email.groups.queryOptions(undefined, { staleTime: 0 }));
  const members = useQuery(trpc.email.groupContacts.queryOptions({ group }, { enabled: group !== '', staleTime: 0 }));
  const contacts = group !== '' ? (members.data?.contacts ?? []) : [];

  return (
    <div className="admin-page">
      <AdminPageHeader title="Compose Mail">
        <BackToEmailList />
      </AdminPageHeader>
      {sent.progress}
      <CampaignComposer
        key={sent.count}
        templates={COMPOSE_TEMPLATES}
        contacts={contacts}
        excluded={excluded}
        groupType={group || null}
        onSent={(result) => {
          sent.add(result.campaign_id);
          restoreAll();
        }}
        recipients={
          <>
            <GroupSelect
              groups={groups.data ?? []}
              value={group}
              placeholder="Choose a group…"
              withCounts
              onChange={(groupType) => {
                setGroup(groupType);
                restoreAll();
              }}
            />
            {group !== '' ? (
              members.isPending ? (
                <p role="status">Loading the recipients…</p>
              ) : (
                <RecipientList contacts={contacts} excluded={excluded} onToggle={toggle} onRestoreAll={restoreAll} />
              )
            ) : null}
          </>
        }
      />
    </div>
  );
}
