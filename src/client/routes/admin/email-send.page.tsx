/**
 * Compose mail: pick a template (reply, thanks, test or Custom) and a group, view and prune the
 * recipients, write the mail while its exact preview follows, and Send Now; the campaign's
 * progress then shows at the top.
 */
import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { COMPOSE_TEMPLATES } from '#shared/schemas/email.schema.ts';
import { CampaignComposer } from '../../components/email/CampaignComposer.tsx';
import { CampaignProgress } from '../../components/email/CampaignProgress.tsx';
import { RecipientList, useExcludedContacts } from '../../components/email/RecipientList.tsx';
import { useTRPC } from '../../trpc.ts';
import '../../components/forms/forms.css';
import '../../components/email/email.css';

export default function EmailSendPage() {
  const trpc = useTRPC();
  const groupSelectId = useId();
  const [group, setGroup] = useState('');
  const { excluded, toggle, restoreAll } = useExcludedContacts();
  const [sentCampaigns, setSentCampaigns] = useState<number[]>([]);
  const groups = useQuery(trpc.email.groups.queryOptions(undefined, { staleTime: 0 }));
  const members = useQuery(trpc.email.groupContacts.queryOptions({ group }, { enabled: group !== '', staleTime: 0 }));
  const contacts = group !== '' ? (members.data?.contacts ?? []) : [];

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Compose Mail</h1>
        <Link to="/admin/email-list" className="btn btn--ghost btn--sm">
          Back to the list
        </Link>
      </div>
      {sentCampaigns.map((id) => (
        <CampaignProgress key={id} campaignId={id} />
      ))}
      <CampaignComposer
        key={sentCampaigns.length}
        templates={COMPOSE_TEMPLATES}
        contacts={contacts}
        excluded={excluded}
        groupType={group || null}
        onSent={(result) => {
          setSentCampaigns((previous) => [result.campaign_id, ...previous]);
          restoreAll();
        }}
        recipients={
          <>
            <div className="field">
              <label htmlFor={groupSelectId}>Group</label>
              <select
                id={groupSelectId}
                className="input"
                value={group}
                onChange={(event) => {
                  setGroup(event.target.value);
                  restoreAll();
                }}
              >
                <option value="">Choose a group…</option>
                {(groups.data ?? []).map((row) => (
                  <option key={row.id} value={row.group_type}>
                    {row.group_type} ({row.total_entries})
                  </option>
                ))}
              </select>
            </div>
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
