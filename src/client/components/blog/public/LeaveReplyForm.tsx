/**
 * 'Leave a Reply' under a post: name, e-mail and message. The reply is kept for the agent to
 * approve and appears under the post once approved. Spam-guarded like the other visitor forms
 * (honeypot field, per-IP limit on the server).
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormField } from '../../forms/FormField.tsx';
import { Honeypot } from '../../forms/Honeypot.tsx';
import { useSentOutcome } from '../../forms/use-sent-outcome.ts';
import { lazySchema, useZodForm } from '../../forms/use-zod-form.ts';
import { useTRPC } from '../../../trpc.ts';
import { SubmitActions } from '../../forms/SubmitActions.tsx';
import '../../forms/forms.css';

// Loaded after the post hydrates: zod is not part of what the page evaluates first.
const ZReplyFields = lazySchema(() => import('#shared/schemas/blog.schema.ts').then(({ ZBlogReplyInput }) => ZBlogReplyInput.omit({ postId: true })));
const EMPTY = { name: '', email: '', message: '', website: '' };

export function LeaveReplyForm({ postId }: { postId: number }) {
  const trpc = useTRPC();
  const form = useZodForm(ZReplyFields, EMPTY);
  const outcome = useSentOutcome(form);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const send = useMutation(
    trpc.blog.publicReply.mutationOptions({
      onSuccess: (answer) => {
        outcome.onSent('Thank you', answer.message);
        setSentMessage(answer.message);
      },
      onError: outcome.onError,
    }),
  );

  return (
    <section className="blog-reply" aria-labelledby="leave-reply-title">
      <h2 id="leave-reply-title" className="blog-section-title">
        Leave a Reply
      </h2>
      <p className="form-note">Your e-mail address will not be published.</p>
      <form
        className="form"
        noValidate
        aria-labelledby="leave-reply-title"
        onSubmit={form.handleSubmit((data) => {
          setSentMessage(null);
          send.mutate({ ...data, postId });
        })}
      >
        <div className="form-row">
          <FormField form={form} name="name" label="Name" autoComplete="name" required />
          <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
        </div>
        <FormField form={form} name="message" label="Message" multiline rows={5} required />
        <Honeypot form={form} />
        <SubmitActions label="Post Reply" busyLabel="Sending…" isPending={send.isPending} />
        {sentMessage ? (
          <p className="blog-reply__sent" role="status">
            {sentMessage}
          </p>
        ) : null}
      </form>
    </section>
  );
}
