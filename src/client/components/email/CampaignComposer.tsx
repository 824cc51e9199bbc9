/**
 * Writing a campaign (send page and bulk page): the template, title, subject and message (or the
 * Custom blocks), the chosen recipients, a test copy, and beside it the exact preview. Sending
 * queues one copy per recipient; the caller shows the progress.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ZComposeFields,
  ZContactEmail,
  ZCustomComposeFields,
  ZMailContent,
  type TContactRow,
  type TMailContent,
  type TMailTemplate,
  type TSendResult,
} from '#shared/schemas/email.schema.ts';
import { FormField } from '../forms/FormField.tsx';
import { describeMutationError } from '../forms/mutation-error.ts';
import { InputField } from '../forms/InputField.tsx';
import { useZodForm } from '../forms/use-zod-form.ts';
import { useToast } from '../toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';
import { useConfirmDialog } from '../admin/confirm/use-confirm-dialog.tsx';
import { BlockBuilder } from './BlockBuilder.tsx';
import { MailPreview } from './MailPreview.tsx';
import { recipientsOf } from './RecipientList.tsx';
import { TemplateChoice } from './TemplateChoice.tsx';
import { toMailBlocks, type DraftBlock } from './mail-blocks.ts';
import { useMailPreview } from './use-mail-preview.ts';
import { SubmitActions } from '../forms/SubmitActions.tsx';

interface CampaignComposerProps<T extends TMailTemplate> {
  templates: readonly T[];
  contacts: TContactRow[];
  excluded: ReadonlySet<number>;
  groupType: string | null;
  /** The recipient picker and list, shown above the fields. */
  recipients: ReactNode;
  onSent: (result: TSendResult) => void;
}

export function CampaignComposer<T extends TMailTemplate>({ templates, contacts, excluded, groupType, recipients, onSent }: CampaignComposerProps<T>) {
  const trpc = useTRPC();
  const toast = useToast();
  const testId = useId();
  const [template, setTemplate] = useState<T>(templates[0]!);
  const [blocks, setBlocks] = useState<DraftBlock[]>([]);
  const [blocksError, setBlocksError] = useState<string | undefined>();
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const [testEmail, setTestEmail] = useState('');
  const isCustom = template === 'Custom';
  const form = useZodForm(isCustom ? ZCustomComposeFields : ZComposeFields, { title: '', subject: '', msg: '' });
  const chosen = recipientsOf(contacts, excluded);
  const { confirm, dialog } = useConfirmDialog();

  const draft = useMemo<TMailContent>(
    () =>
      isCustom
        ? { template: 'Custom', title: form.values.title, subject: form.values.subject, blocks: toMailBlocks(blocks) }
        : { template: template as Exclude<TMailTemplate, 'Custom'>, title: form.values.title, subject: form.values.subject, msg: form.values.msg },
    [isCustom, template, form.values, blocks],
  );
  const preview = useMailPreview(draft, chosen[0]?.full_name);

  const send = useMutation(
    trpc.email.sendBulk.mutationOptions({
      onSuccess: (result) => {
        toast.success(
          'Done',
          result.message + (result.skipped_unsubscribed.length ? ` ${result.skipped_unsubscribed.length} unsubscribed contact(s) left out.` : ''),
        );
        onSent(result);
      },
      onError: (error) => {
        const failure = describeMutationError(error);
        form.setServerErrors(failure.fieldErrors);
        toast.error('Error', failure.status === 400 && failure.fieldErrors.emails ? failure.fieldErrors.emails[0]! : failure.message);
      },
    }),
  );
  const sendTest = useMutation(
    trpc.email.preview.mutationOptions({
      onSuccess: (result) => toast.success('Test sent', `A test copy is on its way to ${result.test_sent_to}.`),
      onError: (error) => toast.error('Error', describeMutationError(error).message),
    }),
  );

  /** The whole draft, checked as the server will check it; blocks' problems show under the builder. */
  const checkedDraft = () => {
    const checked = ZMailContent.safeParse(draft);
    if (checked.success) {
      setBlocksError(undefined);
      return true;
    }
    const blockIssue = checked.error.issues.find((issue) => issue.path[0] === 'blocks');
    setBlocksError(
      blockIssue ? (blockIssue.path.length > 1 ? `Block ${Number(blockIssue.path[1]) + 1}: ${blockIssue.message}` : blockIssue.message) : undefined,
    );
    return false;
  };

  const onSubmit = form.handleSubmit(() => {
    if (!checkedDraft()) return;
    if (chosen.length === 0) {
      setRecipientError('Choose at least one recipient.');
      return;
    }
    setRecipientError(null);
    // A campaign cannot be called back: one question before it goes out.
    const count = chosen.length;
    void confirm({
      title: 'Send this mail now?',
      text: `“${draft.subject}” goes to ${count} ${count === 1 ? 'recipient' : 'recipients'}. It cannot be called back.`,
      confirmLabel: 'Send now',
    }).then((isSure) => {
      if (isSure) send.mutate({ ...draft, emails: chosen.map((contact) => contact.email), group_type: groupType ?? undefined });
    });
  });

  const testAddress = ZContactEmail.safeParse(testEmail);

  return (
    <div className="compose-layout two-pane">
      <div>
        <form className="form admin-card panel" noValidate onSubmit={onSubmit} aria-label="Compose mail">
          <TemplateChoice
            templates={templates}
            value={template}
            onChange={(next) => {
              setTemplate(next);
              setBlocksError(undefined);
            }}
          />
          {recipients}
          {recipientError ? <p className="form-error">{recipientError}</p> : null}
          <FormField form={form} name="title" label="Title" required />
          <FormField form={form} name="subject" label="Subject" required />
          {isCustom ? (
            <BlockBuilder blocks={blocks} onChange={setBlocks} error={blocksError} />
          ) : (
            <FormField form={form} name="msg" label="Message" multiline rows={8} required />
          )}
          <SubmitActions label={`Send Now (${chosen.length})`} isPending={send.isPending} />
        </form>
        <div className="admin-card panel">
          <h2 className="admin-card__title">Send a test copy</h2>
          <InputField id={testId} label="Your email address" type="email" value={testEmail} onChange={setTestEmail} />
          <div className="form-actions" style={{ marginTop: 'var(--space-3)' }}>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={!testAddress.success || sendTest.isPending}
              onClick={() => {
                if (checkedDraft()) sendTest.mutate({ ...draft, preview_name: chosen[0]?.full_name, test_email: testEmail });
              }}
            >
              {sendTest.isPending ? 'Please wait. . .' : 'Send test'}
            </button>
          </div>
        </div>
      </div>
      <div className="compose-layout__preview">
        <MailPreview preview={preview.preview} isUpdating={preview.isUpdating} hint={preview.hint} error={preview.error} />
      </div>
      {dialog}
    </div>
  );
}
