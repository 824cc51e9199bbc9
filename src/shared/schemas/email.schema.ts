/**
 * The email list and mailing (admin spec: Email list, sections 3, 5, 7 and 9): contacts, groups,
 * CSV import rows, the compose templates and the Custom block builder, and what the screens read
 * back. The same schemas validate the admin forms and the server input, so the messages under a
 * field are the spec's own ('Required', 'Invalid email').
 */
import { z } from 'zod';
import { ZOkAnswer } from './ok-answer.ts';
import { ZPageNumber, zId } from './ids.schema.ts';
import { INVALID_EMAIL, REQUIRED, TOO_LONG, requiredText } from './messages.schema.ts';

/** Every contact belongs to a group; this one always exists and cannot be deleted. */
export const DEFAULT_GROUP = 'None';
/** The contacts grid shows 50 rows per page, the only option. */
export const CONTACTS_PAGE_SIZE = 50;
/** The bulk page reloads this long after a successful send. */
export const BULK_RELOAD_DELAY_MS = 1500;
export const ENTRY_UPDATED = 'Entry updated.';
/** The most rows one CSV import may carry (the file is parsed in the browser, one request). */
export const MAX_IMPORT_ROWS = 50_000;

/** The server-side templates, plus Custom (the block builder) on the send page. */
export const MAIL_TEMPLATES = ['reply', 'thanks', 'test'] as const;
export const COMPOSE_TEMPLATES = [...MAIL_TEMPLATES, 'Custom'] as const;
export type TMailTemplate = (typeof COMPOSE_TEMPLATES)[number];

/** Where a contact came from: typed in, imported, or gathered by Sync from the site's forms. */
export const CONTACT_SOURCES = ['manual', 'import', 'contact', 'enquiry', 'appointment'] as const;
export type TContactSource = (typeof CONTACT_SOURCES)[number];

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const ZContactEmail = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .max(254, TOO_LONG)
  .pipe(z.email({ error: INVALID_EMAIL }));

export const ZContactName = requiredText({ max: 100 });

/** Optional and free-form (imports carry every format): blank means none. */
export const ZContactPhone = z
  .preprocess(blankToUndefined, z.string({ error: 'Invalid phone number' }).trim().max(30, TOO_LONG).optional().nullable())
  .transform((value) => value ?? null);

export const ZGroupType = requiredText({ max: 60 });

/** Missing or blank means the default group. */
const ZGroupChoice = z.preprocess(blankToUndefined, ZGroupType.optional()).transform((value) => value ?? DEFAULT_GROUP);

export const ZEntityId = zId(REQUIRED);

/** POST /api/admin/email-list and the New Email form. */
export const ZContactInput = z.object({
  full_name: ZContactName,
  email: ZContactEmail,
  phone_number: ZContactPhone,
  group_type: ZGroupChoice,
});
export type TContactInput = z.input<typeof ZContactInput>;

export const ZContactUpdateInput = ZContactInput.extend({ id: ZEntityId });
export type TContactUpdateInput = z.input<typeof ZContactUpdateInput>;

/** POST /api/admin/email-list/group and the New Group form. */
export const ZGroupInput = z.object({ group_type: ZGroupType });
export type TGroupInput = z.input<typeof ZGroupInput>;

/** POST /api/admin/email-list/group/change: move one contact (id) to a group. */
export const ZChangeGroupInput = z.object({ id: ZEntityId, group_type: ZGroupType });
export type TChangeGroupInput = z.input<typeof ZChangeGroupInput>;

export const ZContactRow = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  group_id: z.number().nullable(),
  group_type: z.string(),
  source: z.string(),
  /** Unsubscribed contacts are never mailed by a campaign again. */
  unsubscribed: z.boolean(),
  created_at: z.string(),
});
export type TContactRow = z.infer<typeof ZContactRow>;

export const ZContactsPageInput = z.object({
  page: ZPageNumber.default(1),
  search: z.string().trim().max(100).optional(),
});

/** One numbered page of an admin list (the contacts, the outbox): its rows, how many there are in all, which page. */
const pageOf = <Row extends z.ZodType>(row: Row) => z.object({ rows: z.array(row), total: z.number(), page: z.number(), page_size: z.number() });

export const ZContactsPage = pageOf(ZContactRow);
export type TContactsPage = z.infer<typeof ZContactsPage>;

export const ZGroupRow = z.object({ id: z.number(), group_type: z.string(), total_entries: z.number() });
export type TGroupRow = z.infer<typeof ZGroupRow>;

export const ZSyncResult = z.object({
  added: z.number(),
  by_source: z.object({ contact: z.number(), enquiry: z.number(), appointment: z.number() }),
});
export type TSyncResult = z.infer<typeof ZSyncResult>;

// CSV import ----------------------------------------------------------------------------------

/** One CSV row as sent: full name, email, phone, optional group. Cells are kept short. */
export const ZImportRow = z
  .array(z.string({ error: 'Every cell must be text.' }).max(1000, 'A cell is longer than 1000 characters.'), { error: 'Every row must be a list of cells.' })
  .min(3, 'A row needs at least 3 columns: full name, email and phone.')
  .max(50, 'A row has more than 50 columns.');
/** POST /api/admin/email-list/email/import: the array of row arrays (header already skipped). */
export const ZImportInput = z.array(ZImportRow).min(1, 'The file has no rows to import.').max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} rows per file.`);
export type TImportInput = z.input<typeof ZImportInput>;

export const ZImportResultRow = z.object({
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  group_type: z.string(),
  status: z.enum(['Success', 'error']),
  message: z.string(),
});
export type TImportResultRow = z.infer<typeof ZImportResultRow>;

/**
 * POST /api/admin/email-list/email/update/entry: the Update button of an import row. Upsert by
 * email; without a group the contact keeps the one it has (a new one goes to the default group).
 */
export const ZUpdateEntryInput = z.object({
  full_name: ZContactName,
  email: ZContactEmail,
  phone_number: ZContactPhone,
  group_type: z.preprocess(blankToUndefined, ZGroupType.optional()),
});
export type TUpdateEntryInput = z.input<typeof ZUpdateEntryInput>;

// Composing -------------------------------------------------------------------------------------

/** An uploaded block image (/media/...) or any http(s) image on the web. */
export const ZImageSource = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: 'Please upload an image.', abort: true })
  .max(2000, TOO_LONG)
  .refine((value) => value.startsWith('/media/') || /^https?:\/\/[^\s"'<>]+$/i.test(value), 'Use an uploaded image or an http(s) address.');

export const ZBlockImage = z.object({ src: ZImageSource, alt: z.string().trim().max(200, TOO_LONG).default('') });
export type TBlockImage = z.input<typeof ZBlockImage>;

const ZBlockText = requiredText({ max: 10_000 });

/** The Custom template's blocks (section 9): title, paragraph, image, images (two), and the two mixes. */
export const ZMailBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('title'), text: requiredText({ max: 200 }) }),
  z.object({ type: z.literal('paragraph'), text: ZBlockText }),
  z.object({ type: z.literal('image'), image: ZBlockImage }),
  z.object({ type: z.literal('images'), images: z.tuple([ZBlockImage, ZBlockImage]) }),
  z.object({ type: z.literal('paragraph-image'), text: ZBlockText, image: ZBlockImage }),
  z.object({ type: z.literal('image-paragraph'), image: ZBlockImage, text: ZBlockText }),
]);
export type TMailBlock = z.input<typeof ZMailBlock>;
export type TMailBlockType = TMailBlock['type'];

export const BLOCK_LABELS: Record<TMailBlockType, string> = {
  title: 'Title',
  paragraph: 'Paragraph',
  image: 'Image',
  images: 'Two images',
  'paragraph-image': 'Paragraph with image',
  'image-paragraph': 'Image with paragraph',
};

export const MAX_BLOCKS = 40;

const ZMailBase = {
  subject: requiredText({ max: 200 }),
  title: z.preprocess(blankToUndefined, z.string().trim().max(200, TOO_LONG).optional()),
};

/**
 * What a mail says. reply/thanks/test take a message; Custom takes blocks instead. The title is
 * the heading in the mail; the send page requires it, the single-send modal has none.
 */
export const ZMailContent = z.discriminatedUnion(
  'template',
  [
    // Whatever the other template's field holds (the send page keeps both while one switches) is ignored.
    z.object({
      template: z.enum(MAIL_TEMPLATES),
      ...ZMailBase,
      msg: requiredText({ max: 20_000 }),
      blocks: z
        .unknown()
        .optional()
        .transform((): TMailBlockData[] => []),
    }),
    z.object({
      template: z.literal('Custom'),
      ...ZMailBase,
      msg: z
        .unknown()
        .optional()
        .transform(() => undefined),
      blocks: z.array(ZMailBlock).min(1, 'Add at least one block.').max(MAX_BLOCKS, `At most ${MAX_BLOCKS} blocks.`),
    }),
  ],
  { error: 'Please choose a template.' },
);
type TMailBlockData = z.output<typeof ZMailBlock>;
export type TMailContent = z.input<typeof ZMailContent>;
export type TMailContentData = z.output<typeof ZMailContent>;

/** The send page's form fields: title, subject and message, each required (section 5). */
export const ZComposeFields = z.object({
  title: requiredText({ max: 200 }),
  subject: requiredText({ max: 200 }),
  msg: requiredText({ max: 20_000 }),
});
/** The Custom template has blocks instead of a message. */
export const ZCustomComposeFields = ZComposeFields.omit({ msg: true });
/** The single-send modal: Email Subject and Message. */
export const ZSingleSendFields = z.object({ subject: requiredText({ max: 200 }), msg: requiredText({ max: 20_000 }) });

/** POST /api/admin/email-list/email/send: one contact, by id or address. */
export const ZSingleSendInput = z.intersection(
  ZMailContent,
  z
    .object({ id: ZEntityId.optional(), email: z.preprocess(blankToUndefined, ZContactEmail.optional()) })
    .refine((recipient) => recipient.id !== undefined || recipient.email !== undefined, { message: 'Choose a contact to write to.', path: ['email'] }),
);
export type TSingleSendInput = z.input<typeof ZSingleSendInput>;

/** POST /api/admin/email-list/email/bulk/send: the (pruned) recipient addresses of a group. */
export const ZBulkSendInput = z.intersection(
  ZMailContent,
  z.object({
    emails: z.array(ZContactEmail).min(1, 'Keep at least one recipient.').max(100_000),
    group_type: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
  }),
);
export type TBulkSendInput = z.input<typeof ZBulkSendInput>;

/** POST /api/admin/email-list/email/send/test: the exact preview, and optionally a test copy. */
export const ZPreviewInput = z.intersection(
  ZMailContent,
  z.object({
    /** Whose name the preview greets (the first recipient); a neutral greeting without it. */
    preview_name: z.string().trim().max(100).optional(),
    /** Also send one copy to this address, marked as a test. */
    test_email: z.preprocess(blankToUndefined, ZContactEmail.optional()),
  }),
);
export type TPreviewInput = z.input<typeof ZPreviewInput>;

export const ZPreview = z.object({ subject: z.string(), html: z.string(), text: z.string(), test_sent_to: z.string().nullable() });
export type TPreview = z.infer<typeof ZPreview>;

/** POST /api/admin/email-list/email/send/upload: a data URL or bare base64 of the image. */
export const ZImageUploadInput = z.object({
  img: z.string({ error: 'Please choose an image.' }).min(1, 'Please choose an image.').max(20_000_000, 'The image is too large (at most 15 MB).'),
});

// Campaign progress and the outbox ------------------------------------------------------------

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type TDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const ZDeliveryCounts = z.object({ total: z.number(), pending: z.number(), sent: z.number(), failed: z.number(), skipped: z.number() });
export type TDeliveryCounts = z.infer<typeof ZDeliveryCounts>;

export const ZSendResult = ZOkAnswer.extend({
  campaign_id: z.number(),
  queued: z.number(),
  /** Recipients left out because they unsubscribed. */
  skipped_unsubscribed: z.array(z.string()),
});
export type TSendResult = z.infer<typeof ZSendResult>;

export const ZCampaignSummary = z.object({
  id: z.number(),
  kind: z.string(),
  template: z.string().nullable(),
  subject: z.string(),
  created_at: z.string(),
  counts: ZDeliveryCounts,
});
export type TCampaignSummary = z.infer<typeof ZCampaignSummary>;

export const ZDeliveryRow = z.object({
  id: z.number(),
  message_id: z.number(),
  kind: z.string(),
  subject: z.string(),
  to_address: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  is_campaign: z.boolean(),
  /** The dev mailbox holds the exact message (no SMTP_URL configured). */
  captured: z.boolean(),
});
export type TDeliveryRow = z.infer<typeof ZDeliveryRow>;

export const ZCampaignDetail = ZCampaignSummary.extend({ problems: z.array(ZDeliveryRow) });
export type TCampaignDetail = z.infer<typeof ZCampaignDetail>;

export const ZOutboxPageInput = z.object({
  page: ZPageNumber.default(1),
  status: z.enum(DELIVERY_STATUSES).optional(),
});
export const OUTBOX_PAGE_SIZE = 50;

export const ZOutboxPage = pageOf(ZDeliveryRow).extend({ mailbox_enabled: z.boolean() });
export type TOutboxPage = z.infer<typeof ZOutboxPage>;

/** One mail as the recipient receives it, parsed back from its MIME source. */
export const ZRenderedMail = z.object({
  delivery_id: z.number(),
  status: z.enum(DELIVERY_STATUSES),
  captured: z.boolean(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  subject: z.string(),
  html: z.string().nullable(),
  text: z.string().nullable(),
  source: z.string(),
});
export type TRenderedMail = z.infer<typeof ZRenderedMail>;

// Unsubscribe (public) --------------------------------------------------------------------------

export const ZUnsubscribeToken = z
  .string()
  .trim()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);
export const ZUnsubscribeInput = z.object({ token: ZUnsubscribeToken });
export const ZUnsubscribeStatus = z.object({
  /** The address, partly hidden: the link may be forwarded. */
  email_hint: z.string(),
  unsubscribed: z.boolean(),
  sender: z.string(),
});
export type TUnsubscribeStatus = z.infer<typeof ZUnsubscribeStatus>;
