/**
 * Profile (admin spec §2, §3 site settings): the site's title and short description (required),
 * social links, favicon, logo and profile picture (images only), and the agent's details the
 * public site shows, with the default mortgage rate of the listing monthly-cost panel.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SITE_IMAGE_FIELDS, ZProfileForm, type SiteImageField, type TAdminSiteSettings } from '#shared/schemas/site-settings.schema.ts';
import { SiteImageField as SiteImageInput } from '../../components/admin/images/SiteImageField.tsx';
import { FormField } from '../../components/forms/FormField.tsx';
import { describeMutationError } from '../../components/forms/mutation-error.ts';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { QueryView } from '../../components/admin/lists/QueryView.tsx';
import { useTRPC } from '../../trpc.ts';
import { SaveButton } from '../../components/forms/SubmitActions.tsx';
import '../../components/forms/forms.css';

const SETTINGS_TOAST_MS = 2500;
const IMAGE_LABELS: Record<SiteImageField, string> = { favIcon: 'Favicon', logo: 'Logo', profile: 'Profile picture' };

export default function ProfilePage() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.settings.admin.queryOptions(undefined, { staleTime: 0 }));
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Profile</h1>
      <QueryView query={settings}>{(data) => <ProfileForm key={settings.dataUpdatedAt} settings={data} />}</QueryView>
    </div>
  );
}

function ProfileForm({ settings }: { settings: TAdminSiteSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useZodForm(ZProfileForm, {
    site_title: settings.site_title,
    site_short_description: settings.site_short_description,
    facebook: settings.social_links.facebook ?? '',
    instagram: settings.social_links.instagram ?? '',
    twitter: settings.social_links.twitter ?? '',
    youtube: settings.social_links.youtube ?? '',
    agent_name: settings.agent_name,
    phone: settings.phone ?? '',
    email: settings.email ?? '',
    address: settings.address ?? '',
    brokerage: settings.brokerage ?? '',
    default_mortgage_rate: String(settings.default_mortgage_rate),
  });
  const [notifyNewLeads, setNotifyNewLeads] = useState(settings.notify_new_leads);
  const [images, setImages] = useState<Partial<Record<SiteImageField, string | null>>>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<string, string[]>>>({});
  const save = useMutation(
    trpc.settings.save.mutationOptions({
      onSuccess: async () => {
        toast.show({ title: 'Success', message: 'Site settings saved', variant: 'success', durationMs: SETTINGS_TOAST_MS });
        await queryClient.invalidateQueries({ queryKey: trpc.settings.pathKey() });
      },
      onError: (error) => {
        const { fieldErrors } = describeMutationError(error);
        form.setServerErrors(fieldErrors);
        setImageErrors(fieldErrors);
        toast.show({ title: 'Error', message: 'Something went wrong', variant: 'error', durationMs: SETTINGS_TOAST_MS });
      },
    }),
  );

  const onValid = (data: ReturnType<typeof ZProfileForm.parse>) => {
    setImageErrors({});
    save.mutate({
      site_title: data.site_title,
      site_short_description: data.site_short_description,
      social_links: { facebook: data.facebook, instagram: data.instagram, twitter: data.twitter, youtube: data.youtube },
      agent_name: data.agent_name,
      phone: data.phone ?? null,
      email: data.email ?? null,
      address: data.address ?? null,
      brokerage: data.brokerage ?? null,
      default_mortgage_rate: data.default_mortgage_rate,
      notify_new_leads: notifyNewLeads,
      ...images,
    });
  };

  return (
    <form className="form admin-card panel profile-form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <fieldset className="property-form__section">
        <legend>Site</legend>
        <FormField form={form} name="site_title" label="Site title" required />
        <FormField form={form} name="site_short_description" label="Site short description" multiline rows={3} required />
      </fieldset>
      <fieldset className="property-form__section">
        <legend>Social links</legend>
        <div className="form-row">
          <FormField form={form} name="facebook" label="Facebook" type="url" />
          <FormField form={form} name="instagram" label="Instagram" type="url" />
          <FormField form={form} name="twitter" label="Twitter" type="url" />
          <FormField form={form} name="youtube" label="YouTube" type="url" />
        </div>
      </fieldset>
      <fieldset className="property-form__section">
        <legend>Images</legend>
        <div className="form-row">
          {SITE_IMAGE_FIELDS.map((field) => (
            <SiteImageInput
              key={field}
              label={IMAGE_LABELS[field]}
              currentUrl={settings[field]}
              value={images[field]}
              error={imageErrors[field]?.[0]}
              onChange={(value) =>
                setImages((previous) => {
                  const next = { ...previous };
                  if (value === undefined) delete next[field];
                  else next[field] = value;
                  return next;
                })
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="property-form__section">
        <legend>Agent details shown on the website</legend>
        <div className="form-row">
          <FormField form={form} name="agent_name" label="Agent name" required />
          <FormField form={form} name="phone" label="Phone" type="tel" />
          <FormField form={form} name="email" label="Email" type="email" />
          <FormField form={form} name="brokerage" label="Brokerage" />
        </div>
        <FormField form={form} name="address" label="Office address" />
        <FormField form={form} name="default_mortgage_rate" label="Default mortgage rate (%)" type="number" inputProps={{ min: 0.01, max: 25, step: 0.01 }} />
      </fieldset>
      <fieldset className="property-form__section">
        <legend>New leads</legend>
        <label className="form-check">
          <input
            type="checkbox"
            checked={notifyNewLeads}
            onChange={(event) => setNotifyNewLeads(event.target.checked)}
            aria-describedby="notify-new-leads-hint"
          />
          Email me new leads
        </label>
        <p id="notify-new-leads-hint" className="form-hint">
          Each contact message, enquiry and showing request is mailed to the Email above{settings.email ? ` (${settings.email})` : ''}.
        </p>
      </fieldset>
      <div className="form-actions">
        <SaveButton isPending={save.isPending} />
      </div>
    </form>
  );
}
